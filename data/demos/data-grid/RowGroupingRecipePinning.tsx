import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumns, type StoreOrder, storeOrders } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = orderColumns;

export default function RowGroupingRecipePinning() {
  return (
    <Box sx={{ height: 400 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['customer'] },
          columns: { columnVisibilityModel: { customer: false } },
          // The grouping column stays at the left while the fifteen columns scroll.
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: ['total'] },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
