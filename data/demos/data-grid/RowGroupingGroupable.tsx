import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
const columns: GridColDef<StoreOrder>[] = [
  // Grouped by the model below, but readers cannot ungroup it or group it again from the menu.
  { ...orderColumn('region'), groupable: false },
  // Values are unique per row: grouping by them would make no sense.
  { ...orderColumn('orderNumber'), groupable: false },
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('product'),
  orderColumn('total'),
];

// A model set in code may group by a column readers cannot group by.
const rowGroupingModel = ['region'];
// preview-end

export default function RowGroupingGroupable() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium rows={storeOrders} columns={columns} initialState={{ rowGrouping: { model: rowGroupingModel } }} />
      {/* preview-end */}
    </Box>
  );
}
