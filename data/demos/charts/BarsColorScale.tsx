import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { XAxis, YAxis } from '@mui/x-charts/models';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly operating result of a bakery chain, in thousands of euros.
const result = [-13, -6, 8, 21, 34, 52, 71, 87, 45, 18, 29, 64];

type Mode = 'series' | 'band' | 'value' | 'both';

export default function BarsColorScale() {
  const [mode, setMode] = React.useState<Mode>('value');
  // Ordinal: one color per category (here: the quarter of each month).
  const xAxis: XAxis = {
    scaleType: 'band',
    data: months,
    colorMap:
      mode === 'band' || mode === 'both'
        ? { type: 'ordinal', values: months, colors: months.map((_, i) => ['#80cbc4', '#4db6ac', '#26a69a', '#00897b'][Math.floor(i / 3)]) }
        : undefined,
  };
  // Piecewise: red below zero, green above.
  const yAxis: YAxis = {
    width: 40,
    colorMap: mode === 'value' || mode === 'both' ? { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] } : undefined,
  };
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next) => next && setMode(next)} aria-label="Color source" sx={{ flexWrap: 'wrap' }}>
        <ToggleButton value="series">series color</ToggleButton>
        <ToggleButton value="band">band axis colorMap</ToggleButton>
        <ToggleButton value="value">value axis colorMap</ToggleButton>
        <ToggleButton value="both">both color maps</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <BarChart
        height={280}
        xAxis={[xAxis]}
        yAxis={[yAxis]}
        series={[{ data: result, label: 'Operating result (k€)', color: '#7e57c2' }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
