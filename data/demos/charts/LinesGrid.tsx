import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { parisDaily2024, dayFormatter, monthFormatter } from './data/dailyWeather';

export default function LinesGrid() {
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: parisDaily2024.map((day) => day.date),
          valueFormatter: (date: Date, context) => (context.location === 'tick' ? monthFormatter.format(date) : dayFormatter.format(date)),
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ data: parisDaily2024.map((day) => day.precipitation), label: 'Paris, daily rain (mm)', showMark: false, curve: 'step' }]}
      // Vertical lines at the month ticks, horizontal lines at the value ticks.
      grid={{ vertical: true, horizontal: true }}
    />
    // preview-end
  );
}
