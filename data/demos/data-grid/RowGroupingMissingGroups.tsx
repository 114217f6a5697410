import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('salesRep'),
  orderColumn('orderNumber'),
  orderColumn('channel'),
  orderColumn('customer'),
  orderColumn('total'),
];

// The first 40 orders: online ones have no sales rep (`salesRep: null`).
const rows = storeOrders.slice(0, 40);

export default function RowGroupingMissingGroups() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        groupingColDef={{ leafField: 'orderNumber', width: 200 }}
        initialState={{
          rowGrouping: { model: ['salesRep'] },
          columns: { columnVisibilityModel: { salesRep: false, orderNumber: false } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
