import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { PiecewiseColorLegend, type PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly operating result of a bakery chain, in thousands of euros.
const result = [-13, -6, 8, 21, 34, 52, 71, 87, 45, 18, 29, 64];

// Words instead of bounds; the first piece has no min and the last no max (null).
const inWords = ({ min, max }: PiecewiseLabelFormatterParams) => {
  if (min === null) return 'Loss';
  if (max === null) return 'Strong month (50k€ and more)';
  return 'Profit under 50k€';
};

export default function LegendPiecewiseOptions() {
  const [labels, setLabels] = React.useState<'default' | 'words'>('words');
  const [markType, setMarkType] = React.useState<'square' | 'circle' | 'line'>('circle');
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={labels} onChange={(_, next) => next && setLabels(next)} aria-label="Labels">
          <ToggleButton value="default">default labels</ToggleButton>
          <ToggleButton value="words">labelFormatter</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={markType} onChange={(_, next) => next && setMarkType(next)} aria-label="markType">
          <ToggleButton value="square">square</ToggleButton>
          <ToggleButton value="circle">circle</ToggleButton>
          <ToggleButton value="line">line</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={260}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 40, colorMap: { type: 'piecewise', thresholds: [0, 50], colors: ['#d32f2f', '#f9a825', '#2e7d32'] } }]}
        series={[{ data: result, label: 'Operating result (k€)' }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            markType,
            labelPosition: labels === 'words' ? 'end' : 'extremes',
            labelFormatter: labels === 'words' ? inWords : undefined,
          },
        }}
      />
      {/* preview-end */}
    </Stack>
  );
}
