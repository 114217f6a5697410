import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

const oslo = cities.find((city) => city.city === 'Oslo')!;

export default function LineBaseline() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40, colorMap: { type: 'piecewise', thresholds: [0], colors: ['#1565c0', '#ef6c00'] } }]}
      // The area fills toward 0 °C (the default baseline), so winter months hang below it.
      series={[{ data: oslo.temperature, label: 'Oslo', area: true, baseline: 0, curve: 'natural', valueFormatter: celsius }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
