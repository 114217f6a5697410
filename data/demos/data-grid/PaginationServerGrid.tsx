import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { makeOrders, type Order } from './data/orders';

// The "database": 480 orders.
const database = makeOrders(480, 23);

// preview-start
/** Stands in for `GET /api/orders?page=…&pageSize=…`: one page and the total, after 500 ms. */
function fetchOrders({ page, pageSize }: GridPaginationModel): Promise<{ rows: Order[]; total: number }> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      resolve({ rows: database.slice(page * pageSize, (page + 1) * pageSize), total: database.length });
    }, 500);
  });
}
// preview-end

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function PaginationServerGrid() {
  // preview-start
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [total, setTotal] = React.useState<number | undefined>(undefined);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchOrders(paginationModel).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setTotal(result.total);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        // Keep the last known total while a page loads, so the footer does not jump.
        rowCount={total ?? 0}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[10, 25, 50]}
        loading={loading}
        // This server does not sort or filter: the grid would only reorder the current page.
        disableColumnSorting
        disableColumnFilter
      />
      {/* preview-end */}
    </Box>
  );
}
