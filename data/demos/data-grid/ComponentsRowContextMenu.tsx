import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type OrderStatus, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

export default function ComponentsRowContextMenu() {
  const [rows, setRows] = React.useState<StoreOrder[]>(() => storeOrders.slice(0, 25));
  const [menu, setMenu] = React.useState<{ rowId: number; top: number; left: number } | null>(null);

  // preview-start
  // Every row element receives these props: listen for the right click there.
  const handleContextMenu = (event: React.MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const rowId = Number(event.currentTarget.getAttribute('data-id'));
    setMenu({ rowId, top: event.clientY - 6, left: event.clientX + 2 });
  };
  // preview-end

  const setStatus = (status: OrderStatus) => {
    setRows((current) => current.map((row) => (row.id === menu?.rowId ? { ...row, status } : row)));
    setMenu(null);
  };

  const remove = () => {
    setRows((current) => current.filter((row) => row.id !== menu?.rowId));
    setMenu(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        slotProps={{ row: { onContextMenu: handleContextMenu, style: { cursor: 'context-menu' } } }}
      />
      <Menu
        open={menu !== null}
        onClose={() => setMenu(null)}
        anchorReference="anchorPosition"
        anchorPosition={menu ? { top: menu.top, left: menu.left } : undefined}
        slotProps={{ root: { onContextMenu: (event: React.MouseEvent) => event.preventDefault() } }}
      >
        <MenuItem onClick={() => setStatus('Shipped')}>Mark as shipped</MenuItem>
        <MenuItem onClick={() => setStatus('Returned')}>Mark as returned</MenuItem>
        <Divider />
        <MenuItem onClick={remove}>Delete order</MenuItem>
      </Menu>
      {/* preview-end */}
    </Box>
  );
}
