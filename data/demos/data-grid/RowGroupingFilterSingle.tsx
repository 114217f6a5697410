import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('country'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function RowGroupingFilterSingle() {
  const [text, setText] = React.useState('United');

  // preview-start
  // One item on the grouping column: it is tested against the keys of every level.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: [{ id: 1, field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, operator: 'contains', value: text }] }),
    [text],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Group contains"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ width: 200 }}
        />
        <Typography variant="body2" color="text.secondary">
          Try “Europe”, “United” or “an”.
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setText(String(model.items[0]?.value ?? ''))}
          defaultGroupingExpansionDepth={1}
          groupingColDef={{ width: 230 }}
          initialState={{
            rowGrouping: { model: ['region', 'country'] },
            columns: { columnVisibilityModel: { region: false, country: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
