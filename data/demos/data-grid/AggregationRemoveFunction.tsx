import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
// Every built-in function but `size`: no column offers it any more.
const withoutSize = Object.fromEntries(Object.entries(GRID_AGGREGATION_FUNCTIONS).filter(([name]) => name !== 'size'));

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('quantity'),
  // One column only: the total offers its sum and nothing else.
  { ...orderColumn('total'), availableAggregationFunctions: ['sum'] },
];
// preview-end

export default function AggregationRemoveFunction() {
  const apiRef = useGridApiRef();
  const [removeSize, setRemoveSize] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={removeSize} onChange={(event) => setRemoveSize(event.target.checked)} />}
          label="Remove size from every column"
        />
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu('quantity')} sx={{ textTransform: 'none' }}>
          Menu of Qty
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu('total')} sx={{ textTransform: 'none' }}>
          Menu of Total
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          aggregationFunctions={removeSize ? withoutSize : GRID_AGGREGATION_FUNCTIONS}
          initialState={{ aggregation: { model: { quantity: 'sum', total: 'sum' } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
