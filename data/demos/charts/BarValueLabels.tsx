import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function BarValueLabels() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={revenueByRegion.slice(0, 2).map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      // Show the formatted value, but only on bars tall enough to hold it.
      barLabel={(item, context) => (context.bar.height < 24 ? null : formatThousands(item.value))}
    />
  );
}
