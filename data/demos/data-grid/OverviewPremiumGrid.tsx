import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, useGridApiRef, useKeepGroupedColumnsHidden, type GridColDef } from '@mui/x-data-grid-premium';
import { formatCurrency, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'total', headerName: 'Total', type: 'number', width: 150, valueFormatter: (value: number) => formatCurrency(value) },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'product', headerName: 'Product', width: 200 },
];

export default function OverviewPremiumGrid() {
  const apiRef = useGridApiRef();
  // preview-start
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      // Premium: rows grouped by region, with the sum of quantities and totals per group and overall.
      rowGrouping: { model: ['region'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
    },
  });
  // preview-end

  return (
    <Box sx={{ height: 520, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        rows={storeOrders}
        columns={columns}
        initialState={initialState}
        // The toolbar's export menu has Excel; cell selection allows copying and pasting blocks.
        showToolbar
        cellSelection
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
