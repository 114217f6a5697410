import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('status'),
  orderColumn('quantity'),
  orderColumn('total'),
];

// preview-start
// Channels down the side, statuses across the top. The units are in the model but hidden:
// the panel lists them, unticked, ready to be switched on.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'channel' }, { field: 'region', hidden: true }],
  columns: [{ field: 'status', sort: 'asc' }],
  values: [
    { field: 'total', aggFunc: 'sum' },
    { field: 'quantity', aggFunc: 'sum', hidden: true },
  ],
};
// preview-end

export default function PivotingInitialState() {
  return (
    <Box sx={{ height: 400 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        showToolbar
        // Pivoted from the start, with the panel closed: the toolbar's pivot button opens it.
        initialState={{ pivoting: { model: pivotModel, enabled: true, panelOpen: false } }}
        pivotingColDef={{ align: 'right', headerAlign: 'right', width: 130 }}
      />
      {/* preview-end */}
    </Box>
  );
}
