import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion } from './data/revenue';

export default function BarsLabelValue() {
  return (
    // preview-start
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 45 }]}
      series={revenueByRegion.slice(0, 3).map((row) => ({ data: row.values, label: `${row.region} (k$)` }))}
      barLabel="value"
    />
    // preview-end
  );
}
