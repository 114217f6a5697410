import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { budgetDepartments, budgetFlows, budgetSources } from './data/budget';

// One stacked bar per department (where the money goes), one series per source (where it comes from).
const series = budgetSources.map((source) => ({
  label: source,
  stack: 'budget',
  data: budgetDepartments.map(
    (department) => budgetFlows.find((flow) => flow.source === source && flow.target === department)?.value ?? 0,
  ),
  valueFormatter: (value: number | null) => (value ? `€${value}M` : ''),
}));

export default function StackedWorkload() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: budgetDepartments }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => `€${value}M` }]}
      series={series}
      grid={{ horizontal: true }}
    />
  );
}
