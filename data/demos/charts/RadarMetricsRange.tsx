import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';

// Two cities compared on five indicators, each in its own unit.
const cities = [
  { label: 'Riverside', data: [78, 1.9, 24, 61, 58] },
  { label: 'Hillcrest', data: [74, 2.6, 31, 47, 66] },
];

const fromZero = [
  { name: 'Life expectancy (years)', max: 85 },
  { name: 'Doctors per 1,000', max: 3 },
  { name: 'Commute (min)', max: 40 },
  { name: 'Green space (%)', max: 70 },
  { name: 'Air quality (index)', max: 70 },
];
// The same metrics over the range where the values actually differ.
const zoomed = [
  { name: 'Life expectancy (years)', min: 70, max: 80 },
  { name: 'Doctors per 1,000', min: 1.5, max: 3 },
  { name: 'Commute (min)', min: 20, max: 35 },
  { name: 'Green space (%)', min: 40, max: 65 },
  { name: 'Air quality (index)', min: 50, max: 70 },
];

export default function RadarMetricsRange() {
  const [range, setRange] = React.useState<'zero' | 'zoomed'>('zoomed');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={range} onChange={(_, next) => next && setRange(next)} aria-label="Metric ranges">
        <ToggleButton value="zero">min: 0 (default)</ToggleButton>
        <ToggleButton value="zoomed">min and max per metric</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <RadarChart height={330} radar={{ metrics: range === 'zero' ? fromZero : zoomed }} series={cities} />
      {/* preview-end */}
    </Stack>
  );
}
