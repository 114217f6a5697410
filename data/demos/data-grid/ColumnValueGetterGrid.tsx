import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

// preview-start
const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    // Display only: sorting and filtering still use the number.
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    // No `vat` property in the rows: the value is computed from the row.
    field: 'vat',
    headerName: 'VAT (20 %)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => Math.round(row.total * 20) / 100,
    valueFormatter: (value: number) => euro.format(value),
  },
  {
    field: 'orderMonth',
    headerName: 'Month',
    width: 110,
    valueGetter: (_value, row) => row.orderDate.toLocaleDateString('en-GB', { month: 'long', timeZone: 'UTC' }),
  },
];
// preview-end

export default function ColumnValueGetterGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} hideFooter />
    </Box>
  );
}
