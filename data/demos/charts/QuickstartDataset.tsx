import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { climateDataset, celsius } from './data/temperatures';

export default function QuickstartDataset() {
  return (
    <BarChart
      height={300}
      dataset={climateDataset}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ label: 'Mean temperature (°C)', width: 60 }]}
      series={[
        { dataKey: 'lisbon', label: 'Lisbon', valueFormatter: celsius },
        { dataKey: 'oslo', label: 'Oslo', valueFormatter: celsius },
        { dataKey: 'chicago', label: 'Chicago', valueFormatter: celsius },
      ]}
    />
  );
}
