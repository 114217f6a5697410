import * as React from 'react';
import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { formatCurrency, orderColumn, products, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  { ...orderColumn('product'), headerName: 'Product (hover)' },
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function ComponentsCellPopover() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [productName, setProductName] = React.useState<string | null>(null);

  // preview-start
  // Every cell element receives these props; the cell says which column it belongs to.
  const handleEnter = (event: React.MouseEvent<HTMLDivElement>) => {
    const cell = event.currentTarget;
    if (cell.getAttribute('data-field') !== 'product') return;
    const rowId = Number(cell.closest('[data-id]')?.getAttribute('data-id'));
    setProductName(storeOrders.find((order) => order.id === rowId)?.product ?? null);
    setAnchor(cell);
  };
  const handleLeave = () => setAnchor(null);
  // preview-end

  const product = products.find((candidate) => candidate.name === productName);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        slotProps={{ cell: { onMouseEnter: handleEnter, onMouseLeave: handleLeave } }}
      />
      <Popover
        sx={{ pointerEvents: 'none' }}
        open={anchor !== null && product !== undefined}
        anchorEl={anchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        onClose={handleLeave}
        disableRestoreFocus
      >
        {/* preview-end */}
        {product && (
          <Box sx={{ p: 1.5 }}>
            <Typography variant="subtitle2">{product.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {product.category} · {formatCurrency(product.unitPrice)} a unit
            </Typography>
          </Box>
        )}
        {/* preview-start */}
      </Popover>
      {/* preview-end */}
    </Box>
  );
}
