import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// A household's monthly cash flow (€): income above zero, spending below, one stack per month.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const euros = (value: number | null) => (value == null ? '' : `${value < 0 ? '−' : ''}€${Math.abs(value).toLocaleString('en-US')}`);

const series = [
  { label: 'Salaries', data: [4200, 4200, 4200, 4350, 4350, 4350], color: '#2e7d32' },
  { label: 'Rental income', data: [650, 650, 0, 650, 650, 650], color: '#66bb6a' },
  { label: 'Housing', data: [-1450, -1450, -1450, -1450, -1450, -1450], color: '#c62828' },
  { label: 'Groceries', data: [-820, -760, -905, -790, -850, -880], color: '#ef5350' },
  { label: 'Holidays', data: [0, 0, -1900, 0, -350, -2600], color: '#ff8a65' },
];

export default function BarDemoStackedBySign() {
  return (
    // preview-start
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ width: 64, valueFormatter: (value: number) => euros(value) }]}
      // One stack id for all series: positive values pile up from zero, negative values down from zero.
      series={series.map((item) => ({ ...item, stack: 'cash', valueFormatter: euros }))}
      grid={{ horizontal: true }}
    />
    // preview-end
  );
}
