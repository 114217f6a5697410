import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// API calls of a customer (millions) against the quota of their plan, upgraded in April and September.
const calls = [3.1, 3.6, 4.4, 5.2, 6.0, 6.3, 6.9, 7.4, 8.8, 9.9, 10.6, 11.2];
const quota = [5, 5, 5, 8, 8, 8, 8, 8, 12, 12, 12, 12];

export default function LinesStrictStep() {
  const [strictStepCurve, setStrictStepCurve] = React.useState(false);
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 40, min: 0 }]}
      series={[
        { type: 'bar', data: calls, label: 'API calls (M)', color: '#90caf9' },
        // preview-start
        { type: 'line', data: quota, label: 'Plan quota (M)', color: '#d84315', curve: 'step', strictStepCurve },
        // preview-end
      ]}
    >
      <Stack spacing={1}>
        <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel control={<Switch checked={strictStepCurve} onChange={(event) => setStrictStepCurve(event.target.checked)} />} label="strictStepCurve" />
          <ChartsLegend />
        </Stack>
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </Stack>
    </ChartDataProvider>
  );
}
