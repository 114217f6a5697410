import * as React from 'react';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

export default function RadarMultiSeries() {
  return (
    // preview-start
    <RadarChart
      height={340}
      radar={{ max: 10, metrics: laptopCriteria }}
      series={laptops.map((laptop) => ({ id: laptop.id, label: laptop.label, data: laptop.scores, valueFormatter: score }))}
    />
    // preview-end
  );
}
