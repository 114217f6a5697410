import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  getRowGroupingFieldFromGroupingCriteria,
  type GridColDef,
  type GridSortModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function RowGroupingSortMultiple() {
  // preview-start
  // Each grouping column has a field of its own, built from the grouped field.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: getRowGroupingFieldFromGroupingCriteria('category'), sort: 'desc' },
  ]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, height: 20 }} noWrap>
        sortModel: {sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none'}
      </Typography>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          rowGroupingColumnMode="multiple"
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['category', 'channel'] },
            columns: { columnVisibilityModel: { category: false, channel: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
