import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridPinnedRowsProp } from '@mui/x-data-grid-pro';
import { orders, type Order } from './data/orders';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130, valueFormatter: (value: number) => euro.format(value) },
];

// preview-start
// Computed from all orders, once: a pinned row is data you provide.
const pinnedRows: GridPinnedRowsProp<Order> = {
  bottom: [
    {
      ...orders[0],
      id: 'all-orders',
      customer: `All ${orders.length} orders`,
      quantity: orders.reduce((sum, order) => sum + order.quantity, 0),
      total: Math.round(orders.reduce((sum, order) => sum + order.total, 0) * 100) / 100,
    },
  ],
};
// preview-end

export default function RowPinningTotalsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%', '& [data-id="all-orders"]': { fontWeight: 700 } }}>
      {/* preview-start */}
      <DataGridPro
        rows={orders}
        columns={columns}
        pinnedRows={pinnedRows}
        pagination
        pageSizeOptions={[10, 20]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
