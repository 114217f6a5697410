import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Storage used by a team over twelve weeks (GB), by kind of file.
const weeks = Array.from({ length: 12 }, (_, index) => `W${index + 1}`);
const kinds = [
  { label: 'Video', data: [120, 128, 131, 140, 152, 160, 171, 178, 190, 204, 211, 226], color: '#5e35b1' },
  { label: 'Images', data: [64, 66, 69, 70, 74, 77, 79, 83, 86, 88, 92, 95], color: '#8e24aa' },
  { label: 'Documents', data: [22, 22, 23, 24, 24, 25, 25, 26, 27, 27, 28, 29], color: '#d81b60' },
];
const gigabytes = (value: number | null) => (value == null ? '' : `${value} GB`);

export default function AreasDemoTinyStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 340 }}>
      <Typography variant="subtitle2">Team storage</Typography>
      <Typography variant="h5">350 GB</Typography>
      {/* preview-start */}
      <LineChart
        height={100}
        margin={2}
        xAxis={[{ scaleType: 'point', data: weeks, position: 'none' }]}
        yAxis={[{ position: 'none', min: 0 }]}
        series={kinds.map((kind) => ({ ...kind, stack: 'storage', area: true, showMark: false, valueFormatter: gigabytes }))}
        hideLegend
      />
      {/* preview-end */}
    </Paper>
  );
}
