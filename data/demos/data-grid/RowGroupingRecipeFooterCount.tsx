import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridFilteredDescendantRowCountSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridRowCountProps,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('status'),
  orderColumn('total'),
];

// preview-start
/** Replaces "Total Rows: 5": the groups, and the orders inside them that pass the filters. */
function GroupAndOrderCount({ visibleRowCount }: GridRowCountProps) {
  const apiRef = useGridApiContext();
  const orderCount = useGridSelector(apiRef, gridFilteredDescendantRowCountSelector);
  return (
    <Typography variant="body2" sx={{ px: 2 }}>
      {visibleRowCount} categories, {orderCount} orders
    </Typography>
  );
}
// preview-end

export default function RowGroupingRecipeFooterCount() {
  return (
    <Box sx={{ height: 400 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        slots={{ footerRowCount: GroupAndOrderCount }}
        showToolbar
        initialState={{
          rowGrouping: { model: ['category'] },
          columns: { columnVisibilityModel: { category: false } },
          filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Returned' }] } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
