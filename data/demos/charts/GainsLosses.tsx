import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyRevenue } from './data/revenue';

// Change of each month's total against the same month a year earlier, in thousands of dollars.
const dataset = monthlyRevenue.map((row) => ({
  month: row.month,
  change: row.subscriptions + row.services + row.hardware - row.lastYear,
}));

export default function GainsLosses() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[
        {
          width: 56,
          valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value}k`,
          colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] },
        },
      ]}
      series={[{ dataKey: 'change', label: 'Change vs last year', valueFormatter: (value) => `${value}k $` }]}
      grid={{ horizontal: true }}
      hideLegend
    />
  );
}
