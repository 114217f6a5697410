import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ageStructure } from './data/population';

export default function BarsGrid() {
  return (
    // preview-start
    <BarChart
      height={300}
      layout="horizontal"
      dataset={ageStructure}
      yAxis={[{ scaleType: 'band', dataKey: 'country', width: 100 }]}
      xAxis={[{ label: 'Share of the population aged 65 and over (%)', tickMinStep: 5 }]}
      series={[{ dataKey: 'seniors', label: 'Aged 65+', valueFormatter: (value) => `${value}%` }]}
      // Lines across the value axis: vertical lines in a horizontal bar chart.
      grid={{ vertical: true }}
      hideLegend
    />
    // preview-end
  );
}
