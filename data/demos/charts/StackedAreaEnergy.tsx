import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { energyYears, electricityBySource, terawattHours } from './data/energy';

export default function StackedAreaEnergy() {
  return (
    <LineChart
      height={340}
      xAxis={[{ scaleType: 'point', data: energyYears, valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ label: 'TWh', width: 50 }]}
      series={electricityBySource.map((source) => ({
        data: source.values,
        label: source.label,
        area: true,
        stack: 'generation',
        showMark: false,
        valueFormatter: terawattHours,
      }))}
    />
  );
}
