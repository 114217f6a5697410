import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  // One date column: the panel also offers "Date (Year)" and "Date (Quarter)".
  orderColumn('date'),
  orderColumn('category'),
  orderColumn('total'),
];

// preview-start
// The derived fields are named after the date column: `date-year` and `date-quarter`.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'date-year', sort: 'asc' }, { field: 'date-quarter', sort: 'asc' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};
// preview-end

export default function PivotingDateFields() {
  return (
    <Box sx={{ height: 420 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
        pivotingColDef={{ width: 110, align: 'right', headerAlign: 'right' }}
      />
      {/* preview-end */}
    </Box>
  );
}
