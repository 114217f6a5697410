import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('quantity'),
  orderColumn('total'),
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'channel', sort: 'asc' }],
  values: [
    { field: 'total', aggFunc: 'sum' },
    { field: 'quantity', aggFunc: 'avg' },
  ],
};

// preview-start
// Called for each generated column with its source field and the path of its column groups.
const pivotingColDef: DataGridPremiumProps['pivotingColDef'] = (field, columnGroupPath) => ({
  // The generated columns are not numeric columns: align the figures yourself.
  align: 'right',
  headerAlign: 'right',
  width: field === 'total' ? 130 : 90,
  headerName: field === 'total' ? 'Revenue' : 'Avg units',
  // Wholesale, the channel that needs watching, gets its own background.
  cellClassName: columnGroupPath[0] === 'Wholesale' ? 'wholesale' : undefined,
});
// preview-end

export default function PivotingColDef() {
  return (
    <Box sx={{ height: 380, '& .wholesale': { bgcolor: 'action.hover' } }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        pivotingColDef={pivotingColDef}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
      {/* preview-end */}
    </Box>
  );
}
