import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiContext, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

const orders = storeOrders.slice(0, 20);

// Shown when there are no rows at all: say why, offer the next step.
function NoOrdersOverlay() {
  return (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography>No orders yet this month.</Typography>
      <Button size="small" variant="outlined">
        Create an order
      </Button>
    </Stack>
  );
}

// Shown when filters hide every row: offer to clear them.
// preview-start
function NoMatchingOrdersOverlay() {
  const apiRef = useGridApiContext();
  return (
    <Stack spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Typography>No order matches the filters.</Typography>
      <Button size="small" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
        Clear filters
      </Button>
    </Stack>
  );
}
// preview-end

type Scenario = 'skeleton' | 'linear-progress' | 'circular-progress' | 'empty' | 'filtered';

const noMatch: GridFilterModel = { items: [{ field: 'customer', operator: 'contains', value: 'Nobody' }] };

export default function OverlaysGrid() {
  const [scenario, setScenario] = React.useState<Scenario>('skeleton');
  const loading = scenario === 'skeleton' || scenario === 'linear-progress' || scenario === 'circular-progress';

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scenario}
        onChange={(_event, next: Scenario | null) => next && setScenario(next)}
        sx={{ mb: 1, height: 32, display: 'flex', width: 'fit-content', maxWidth: '100%', overflowX: 'auto' }}
      >
        <ToggleButton value="skeleton">Skeleton</ToggleButton>
        <ToggleButton value="linear-progress">Linear</ToggleButton>
        <ToggleButton value="circular-progress">Circular</ToggleButton>
        <ToggleButton value="empty">No rows</ToggleButton>
        <ToggleButton value="filtered">No results</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          key={scenario === 'filtered' ? 'filtered' : 'other'}
          rows={scenario === 'empty' ? [] : orders}
          columns={columns}
          loading={loading}
          slots={{ noRowsOverlay: NoOrdersOverlay, noResultsOverlay: NoMatchingOrdersOverlay }}
          slotProps={{
            // The look of the loading overlay, with rows (variant) and without (noRowsVariant).
            loadingOverlay: loading ? { variant: scenario, noRowsVariant: scenario } : undefined,
          }}
          initialState={scenario === 'filtered' ? { filter: { filterModel: noMatch } } : undefined}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
