import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

// Three years of quarterly revenue per region: the button moves to the next one.
const years = [2022, 2023, 2024];
const growth = [0.82, 0.91, 1];

export default function BarsAnimation() {
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const [yearIndex, setYearIndex] = React.useState(2);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setYearIndex((index) => (index + 1) % years.length)}>
          Show {years[(yearIndex + 1) % years.length]}
        </Button>
        <Typography variant="body2">Showing {years[yearIndex]}</Typography>
        <FormControlLabel control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />} label="skipAnimation" />
      </Stack>
      {/* preview-start */}
      <BarChart
        height={300}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, min: 0, max: 500, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({
          id: row.region,
          data: row.values.map((value) => Math.round(value * growth[yearIndex])),
          label: row.region,
          valueFormatter: formatThousands,
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
