import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { electricityBySource, energyYears } from './data/energy';

const renewables = electricityBySource.filter((source) => source.renewable);
const totals = energyYears.map((_, year) => renewables.reduce((sum, source) => sum + source.values[year], 0));

export default function BarsCustomLabels() {
  return (
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: energyYears }]}
      yAxis={[{ width: 45, label: 'TWh' }]}
      series={renewables.map((source) => ({ id: source.key, data: source.values, label: source.label, stack: 'renewables' }))}
      // preview-start
      barLabel={(item, context) => {
        // No room for text in a segment under 20 px high: no label.
        if (context.bar.height < 20) return null;
        // Otherwise the segment's share of the year's renewable total.
        const year = totals[item.dataIndex];
        return `${Math.round(((item.value ?? 0) / year) * 100)}%`;
      }}
      // preview-end
    />
  );
}
