import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { japanAgeGroups, millions } from './data/population';

// Men go to the left: their values are negated, and every formatter shows the absolute value.
const dataset = japanAgeGroups.map((group) => ({ age: group.age, male: -group.male, female: group.female }));

export default function PopulationPyramid() {
  return (
    <BarChart
      layout="horizontal"
      height={420}
      dataset={dataset}
      yAxis={[{ scaleType: 'band', dataKey: 'age', width: 48 }]}
      xAxis={[{ valueFormatter: (value: number) => `${Math.abs(value)}`, label: 'Millions' }]}
      series={[
        { dataKey: 'male', label: 'Men', stack: 'population', valueFormatter: millions },
        { dataKey: 'female', label: 'Women', stack: 'population', valueFormatter: millions },
      ]}
    />
  );
}
