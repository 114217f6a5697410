import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

const picked = ['Oslo', 'Chicago', 'Singapore'];
const shapes = ['square', 'triangle', 'diamond'] as const;

export default function LineDemoMarkShapes() {
  return (
    // preview-start
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: '°C', width: 50 }]}
      series={picked.map((name, index) => {
        const city = cities.find((item) => item.city === name)!;
        const warmest = Math.max(...city.temperature);
        return {
          data: city.temperature,
          label: name,
          shape: shapes[index],
          // Marks only on the warmest month and every third month, so the lines stay light.
          showMark: ({ index: month, value }) => value === warmest || month % 3 === 0,
          valueFormatter: celsius,
        };
      })}
    />
    // preview-end
  );
}
