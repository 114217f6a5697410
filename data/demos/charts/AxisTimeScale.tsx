import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { parisDaily2024, dayFormatter, monthFormatter } from './data/dailyWeather';

export default function AxisTimeScale() {
  return (
    <LineChart
      height={300}
      xAxis={[
        {
          scaleType: 'utc',
          data: parisDaily2024.map((day) => day.date),
          // Ticks show the month; the tooltip shows the exact day.
          valueFormatter: (date: Date, context) => (context.location === 'tick' ? monthFormatter.format(date) : dayFormatter.format(date)),
          tickNumber: 12,
        },
      ]}
      yAxis={[{ label: '°C', width: 40 }]}
      series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Paris, daily mean 2024', showMark: false, valueFormatter: (v) => `${v} °C` }]}
      grid={{ horizontal: true }}
    />
  );
}
