import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  // Readers cannot aggregate the date, but the model below still does.
  { ...orderColumn('date'), aggregable: false },
  orderColumn('total'),
];
// preview-end

export default function AggregationReadOnlyColumn() {
  return (
    <Box sx={{ height: 380 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        initialState={{ aggregation: { model: { date: 'max', total: 'sum' } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
