import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cafeDays, formatCafeDay } from './data/scatterCafe';

// The rows go in as they are; each series names the fields it reads.
export default function ScatterDatasetRows() {
  return (
    <ScatterChart
      height={320}
      dataset={cafeDays}
      xAxis={[{ label: 'Maximum temperature (°C)', min: 8, max: 32 }]}
      yAxis={[{ label: 'Drinks sold', width: 56 }]}
      series={[
        {
          label: 'Iced drinks',
          datasetKeys: { id: 'day', x: 'temperature', y: 'iced' },
          valueFormatter: (point) => (point == null ? '' : `${formatCafeDay(String(point.id))}: ${point.y} at ${point.x} °C`),
        },
        {
          label: 'Hot drinks',
          datasetKeys: { id: 'day', x: 'temperature', y: 'hot' },
          valueFormatter: (point) => (point == null ? '' : `${formatCafeDay(String(point.id))}: ${point.y} at ${point.x} °C`),
        },
      ]}
    />
  );
}
