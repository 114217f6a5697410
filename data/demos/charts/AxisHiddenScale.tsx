import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Share of surveyed developers who used each tool in the past year, in percent.
const tools = [
  { tool: 'Git', share: 93 },
  { tool: 'Docker', share: 59 },
  { tool: 'npm', share: 56 },
  { tool: 'Kubernetes', share: 23 },
  { tool: 'Terraform', share: 14 },
];

export default function AxisHiddenScale() {
  return (
    <BarChart
      height={240}
      layout="horizontal"
      dataset={tools}
      yAxis={[{ scaleType: 'band', dataKey: 'tool', width: 80, disableTicks: true }]}
      // Hidden, but still the scale of the bars: with max 100, a full bar means everyone.
      xAxis={[{ position: 'none', min: 0, max: 100 }]}
      series={[{ dataKey: 'share', label: 'Used it', valueFormatter: (value) => `${value}%` }]}
      barLabel={(item) => `${item.value}%`}
      hideLegend
    />
  );
}
