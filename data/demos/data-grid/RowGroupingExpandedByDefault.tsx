import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type DataGridPremiumProps, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('status'),
  orderColumn('channel'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

// preview-start
// Orders that still need work start open, down to the channel; delivered and shipped ones stay closed.
const needsAttention = ['Processing', 'Returned'];

const isGroupExpandedByDefault: DataGridPremiumProps['isGroupExpandedByDefault'] = (node) => {
  if (node.groupingField === 'status') return needsAttention.includes(String(node.groupingKey));
  // Channel groups open too, except wholesale (they show inside the open statuses).
  return node.groupingField === 'channel' && node.groupingKey !== 'Wholesale';
};
// preview-end

export default function RowGroupingExpandedByDefault() {
  return (
    <Box sx={{ height: 420 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        isGroupExpandedByDefault={isGroupExpandedByDefault}
        initialState={{
          rowGrouping: { model: ['status', 'channel'] },
          columns: { columnVisibilityModel: { status: false, channel: false } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
