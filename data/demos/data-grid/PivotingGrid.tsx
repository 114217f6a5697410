import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('region'),
  orderColumn('country'),
  orderColumn('category'),
  orderColumn('product'),
  orderColumn('channel'),
  orderColumn('quantity'),
  orderColumn('total'),
];

// preview-start
// Categories down the side, regions across the top, revenue and units in the cells.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'region' }],
  values: [
    { field: 'total', aggFunc: 'sum' },
    { field: 'quantity', aggFunc: 'sum' },
  ],
};
// preview-end

export default function PivotingGrid() {
  return (
    <Box sx={{ height: 460, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true, panelOpen: true } }}
      />
      {/* preview-end */}
    </Box>
  );
}
