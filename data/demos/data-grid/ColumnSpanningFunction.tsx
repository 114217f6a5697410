import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  {
    ...orderColumn('product'),
    // Returned orders: one cell over product, quantity and price says so.
    colSpan: (_value, row) => (row.status === 'Returned' ? 3 : undefined),
    valueGetter: (value, row) => (row.status === 'Returned' ? `Returned: ${value}, refunded in full` : value),
  },
  orderColumn('quantity'),
  orderColumn('unitPrice'),
  orderColumn('status'),
];
// preview-end

// A stretch of orders with two returns near the top.
const rows = storeOrders.slice(12, 40);

export default function ColumnSpanningFunction() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showCellVerticalBorder
        getRowClassName={({ row }) => (row.status === 'Returned' ? 'returned' : '')}
        sx={{ '& .returned': { color: 'text.secondary', fontStyle: 'italic' } }}
        hideFooter
      />
    </Box>
  );
}
