import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { climateDataset, celsius } from './data/temperatures';

// climateDataset: [{ month: 'Jan', lisbon: 11.6, oslo: -2.9, singapore: 26.7, … }, …]
const cities = [
  { key: 'singapore', label: 'Singapore' },
  { key: 'sydney', label: 'Sydney' },
  { key: 'chicago', label: 'Chicago' },
];

export default function LinesDataset() {
  return (
    // preview-start
    <LineChart
      height={300}
      dataset={climateDataset}
      xAxis={[{ scaleType: 'point', dataKey: 'month' }]}
      yAxis={[{ width: 40 }]}
      series={cities.map((city) => ({ dataKey: city.key, label: city.label, valueFormatter: celsius, showMark: false }))}
    />
    // preview-end
  );
}
