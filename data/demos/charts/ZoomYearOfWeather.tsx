import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

export default function ZoomYearOfWeather() {
  return (
    <LineChartPro
      height={320}
      xAxis={[
        {
          id: 'days',
          scaleType: 'utc',
          data: parisDaily2024.map((day) => day.date),
          valueFormatter: (date: Date) => dayFormatter.format(date),
          zoom: true,
        },
      ]}
      yAxis={[{ width: 40, label: '°C' }]}
      series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Paris, daily mean 2024', showMark: false }]}
      // Start on the first quarter; wheel or pinch to zoom, drag to pan.
      initialZoom={[{ axisId: 'days', start: 0, end: 25 }]}
    />
  );
}
