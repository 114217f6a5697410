import * as React from 'react';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

export default function ToolbarZoom() {
  return (
    <LineChartPro
      showToolbar
      height={320}
      xAxis={[
        {
          scaleType: 'utc',
          data: parisDaily2024.map((day) => day.date),
          valueFormatter: (date: Date) => dayFormatter.format(date),
          zoom: true,
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Paris, daily mean 2024 (°C)', showMark: false }]}
    />
  );
}
