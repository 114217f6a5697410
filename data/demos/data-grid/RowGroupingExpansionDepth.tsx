import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('country'),
  orderColumn('customer'),
  orderColumn('orderNumber'),
  orderColumn('total'),
];

export default function RowGroupingExpansionDepth() {
  const [depth, setDepth] = React.useState(1);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">defaultGroupingExpansionDepth:</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={depth}
          onChange={(_, value: number | null) => value !== null && setDepth(value)}
        >
          {[0, 1, 2, -1].map((value) => (
            <ToggleButton key={value} value={value} sx={{ px: 1.5, py: 0.25 }}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          // A new grid for each depth: the depth applies when the groups are built.
          key={depth}
          rows={storeOrders}
          columns={columns}
          defaultGroupingExpansionDepth={depth}
          initialState={{
            rowGrouping: { model: ['region', 'country', 'customer'] },
            columns: { columnVisibilityModel: { region: false, country: false, customer: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
