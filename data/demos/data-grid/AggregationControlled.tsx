import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridAggregationModel, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('quantity'),
  // A sum of discount rates means nothing: keep the column out of aggregation.
  { ...orderColumn('discount'), aggregable: false },
  orderColumn('total'),
];

export default function AggregationControlled() {
  // preview-start
  const [aggregationModel, setAggregationModel] = React.useState<GridAggregationModel>({ total: 'sum' });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 36, alignItems: 'center' }}>
        <Typography variant="body2">Total column:</Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={aggregationModel.total ?? null}
          onChange={(_event, value: string | null) =>
            setAggregationModel((model) => {
              const { total, ...others } = model;
              return value ? { ...others, total: value } : others;
            })
          }
        >
          <ToggleButton value="sum">Sum</ToggleButton>
          <ToggleButton value="avg">Average</ToggleButton>
          <ToggleButton value="max">Max</ToggleButton>
          <ToggleButton value="size">Count</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          aggregationModel={aggregationModel}
          onAggregationModelChange={setAggregationModel}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
