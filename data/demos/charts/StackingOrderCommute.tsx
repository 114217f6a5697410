import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

// How people get to work, in percent, by distance between home and office.
const distances = ['< 2 km', '2–5 km', '5–10 km', '10–20 km', '20–50 km', '> 50 km'];
const modes = [
  { label: 'Walking', data: [52, 18, 4, 1, 0, 0] },
  { label: 'Bicycle', data: [22, 31, 19, 8, 2, 0] },
  { label: 'Public transport', data: [14, 28, 38, 41, 39, 33] },
  { label: 'Car', data: [11, 22, 38, 48, 57, 64] },
  { label: 'Other', data: [1, 1, 1, 2, 2, 3] },
];
const orders: StackOrderType[] = ['none', 'reverse', 'appearance', 'ascending', 'descending', 'insideOut'];

export default function StackingOrderCommute() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('appearance');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={stackOrder} onChange={(_, next) => next !== null && setStackOrder(next)} aria-label="stackOrder" sx={{ flexWrap: 'wrap' }}>
        {orders.map((order) => (
          <ToggleButton key={order} value={order} sx={{ textTransform: 'none' }}>
            {order}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <BarChart
        height={320}
        xAxis={[{ scaleType: 'band', data: distances }]}
        yAxis={[{ width: 44, max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={modes.map((mode) => ({ ...mode, stack: 'commute', stackOrder, valueFormatter: (value: number | null) => `${value}%` }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
