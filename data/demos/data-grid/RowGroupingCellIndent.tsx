import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('category'),
  orderColumn('product'),
  orderColumn('channel'),
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function RowGroupingCellIndent() {
  const [multiplier, setMultiplier] = React.useState(2);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexShrink: 0 }}>
          --DataGrid-cellOffsetMultiplier: {multiplier}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={6}
          step={1}
          marks
          value={multiplier}
          onChange={(_, value) => setMultiplier(value as number)}
          aria-label="Indent multiplier"
          sx={{ maxWidth: 240 }}
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          defaultGroupingExpansionDepth={2}
          initialState={{
            rowGrouping: { model: ['category', 'product', 'channel'] },
            columns: { columnVisibilityModel: { category: false, product: false, channel: false } },
          }}
          // Each level is indented by multiplier × depth × 8 px.
          sx={{ '--DataGrid-cellOffsetMultiplier': multiplier }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
