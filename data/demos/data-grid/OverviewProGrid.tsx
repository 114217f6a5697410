import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { makeOrders, orderStatuses, type Order } from './data/orders';

const euro = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'product', headerName: 'Product', width: 220 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: (value: number) => euro.format(value) },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => euro.format(value) },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'shippedDate', headerName: 'Shipped', type: 'date', width: 120 },
  { field: 'payment', headerName: 'Payment', width: 130 },
];

export default function OverviewProGrid() {
  // 50,000 orders and 12 columns: 600,000 cells, of which only those in view are rendered.
  const rows = React.useMemo(() => makeOrders(50_000, 42), []);

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={rows}
        columns={columns}
        // Pro: a filter under every header, pinned columns, sorting by several columns.
        headerFilters
        initialState={{
          pinnedColumns: { left: ['id'], right: ['total'] },
          sorting: { sortModel: [{ field: 'country', sort: 'asc' }, { field: 'total', sort: 'desc' }] },
        }}
        checkboxSelection
        disableRowSelectionOnClick
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
