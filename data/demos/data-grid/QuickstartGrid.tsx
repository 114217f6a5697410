import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowsProp } from '@mui/x-data-grid';

const rows: GridRowsProp = [
  { id: 'INV-2041', customer: 'Harbour Coffee', amount: 1250, dueDate: new Date(2025, 5, 2), paid: true },
  { id: 'INV-2042', customer: 'Kissaten Hoshi', amount: 980.5, dueDate: new Date(2025, 5, 16), paid: false },
  { id: 'INV-2043', customer: 'Nordic Brew Co.', amount: 4300, dueDate: new Date(2025, 6, 1), paid: false },
  { id: 'INV-2044', customer: 'Café Lumière', amount: 615.2, dueDate: new Date(2025, 4, 20), paid: true },
  { id: 'INV-2045', customer: 'Espresso Vivo', amount: 2210, dueDate: new Date(2025, 6, 11), paid: false },
  { id: 'INV-2046', customer: 'Maple Street Café', amount: 349.9, dueDate: new Date(2025, 4, 28), paid: true },
  { id: 'INV-2047', customer: 'Torrefação Aurora', amount: 1780, dueDate: new Date(2025, 6, 18), paid: false },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'dueDate', headerName: 'Due', type: 'date', width: 120 },
  { field: 'paid', headerName: 'Paid', type: 'boolean', width: 80 },
];

export default function QuickstartGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25, 50, 100]}
      />
    </Box>
  );
}
