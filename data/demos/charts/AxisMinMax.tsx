import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { parisDaily2024, dayFormatter, monthFormatter } from './data/dailyWeather';

const monthStart = (month: number) => new Date(Date.UTC(2024, month, 1));

export default function AxisMinMax() {
  // The visible months, as [first month, month after the last one] (0 = January).
  const [range, setRange] = React.useState<number[]>([5, 9]);
  const [min, max] = [monthStart(range[0]), monthStart(range[1])];
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        x-axis from {dayFormatter.format(min)} to {dayFormatter.format(max)}
      </Typography>
      <Slider
        value={range}
        onChange={(_, value) => {
          const [first, last] = value as number[];
          // Keep at least one month in view: min and max must differ.
          if (last > first) setRange([first, last]);
        }}
        min={0}
        max={12}
        step={1}
        marks
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={(month) => monthFormatter.format(monthStart(month))}
        getAriaLabel={(index) => (index === 0 ? 'Axis min' : 'Axis max')}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: parisDaily2024.map((day) => day.date),
            min,
            max,
            valueFormatter: (date: Date) => dayFormatter.format(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Daily mean, °C', showMark: false }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
