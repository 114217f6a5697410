import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { parisDaily2024, dayFormatter, monthFormatter } from './data/dailyWeather';

// Summer: 21 June to 22 September 2024.
const summer = [new Date(Date.UTC(2024, 5, 21)), new Date(Date.UTC(2024, 8, 22))];

export default function LinesColorScale() {
  const [axis, setAxis] = React.useState<'y' | 'x'>('y');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={axis} onChange={(_, next) => next && setAxis(next)} aria-label="Axis with the color map">
        <ToggleButton value="y">y-axis: by temperature</ToggleButton>
        <ToggleButton value="x">x-axis: by date</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: parisDaily2024.map((day) => day.date),
            valueFormatter: (date: Date, context) => (context.location === 'tick' ? monthFormatter.format(date) : dayFormatter.format(date)),
            // Summer in orange, the rest of the year in gray.
            colorMap: axis === 'x' ? { type: 'piecewise', thresholds: summer, colors: ['#9e9e9e', '#ef6c00', '#9e9e9e'] } : undefined,
          },
        ]}
        yAxis={[
          {
            width: 40,
            // Blue below 5 °C, red above 20 °C, a gradient in between.
            colorMap: axis === 'y' ? { type: 'continuous', min: 5, max: 20, color: ['#1e88e5', '#e53935'] } : undefined,
          },
        ]}
        series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Daily mean (°C)', showMark: false, area: axis === 'x' }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
