import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

// Each day of 2024 colored by its temperature through a continuous color map on the y-axis.
export default function ColorMapScatter() {
  return (
    <ScatterChart
      height={300}
      xAxis={[{ scaleType: 'utc', valueFormatter: (value: number) => dayFormatter.format(new Date(value)) }]}
      yAxis={[
        {
          width: 40,
          colorMap: { type: 'continuous', min: -2, max: 26, color: ['#2166ac', '#f4a582'] },
        },
      ]}
      series={[
        {
          label: 'Daily mean (°C)',
          markerSize: 3,
          data: parisDaily2024.map((day, index) => ({ id: index, x: day.date.getTime(), y: day.temperature })),
          valueFormatter: (point) => (point == null ? '' : `${dayFormatter.format(new Date(point.x))}: ${point.y} °C`),
        },
      ]}
      hideLegend
    />
  );
}
