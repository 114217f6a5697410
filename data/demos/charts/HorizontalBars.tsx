import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityBySource } from './data/energy';

// Germany's electricity generation in 2024 by source, largest first.
const generation2024 = electricityBySource
  .map((source) => ({ source: source.label, twh: source.values[source.values.length - 1] }))
  .filter((row) => row.twh > 0)
  .sort((a, b) => b.twh - a.twh);

export default function HorizontalBars() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      dataset={generation2024}
      yAxis={[{ scaleType: 'band', dataKey: 'source', width: 90 }]}
      xAxis={[{ label: 'Terawatt-hours (2024)' }]}
      series={[{ dataKey: 'twh', label: 'Generation', valueFormatter: (value) => `${value} TWh` }]}
      grid={{ vertical: true }}
      hideLegend
    />
  );
}
