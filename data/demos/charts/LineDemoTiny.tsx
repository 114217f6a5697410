import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const thisWeek = [1840, 2105, 1990, 2240, 2610, 3120, 2870];
const lastWeek = [1720, 1880, 1935, 2010, 2300, 2650, 2590];
const visits = (value: number | null) => (value == null ? '' : `${value.toLocaleString('en-US')} visits`);

// A dashboard tile: no axes, no legend, a tooltip for the exact values.
export default function LineDemoTiny() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle2">Visits this week</Typography>
        <Typography variant="body2" sx={{ color: 'success.main' }}>
          +9.8%
        </Typography>
      </Stack>
      <Typography variant="h5">16,775</Typography>
      {/* preview-start */}
      <LineChart
        height={90}
        margin={4}
        xAxis={[{ scaleType: 'point', data: days, position: 'none' }]}
        yAxis={[{ position: 'none' }]}
        series={[
          { data: thisWeek, label: 'This week', showMark: false, valueFormatter: visits },
          { data: lastWeek, label: 'Last week', showMark: false, color: '#9e9e9e', valueFormatter: visits },
        ]}
        hideLegend
      />
      {/* preview-end */}
    </Paper>
  );
}
