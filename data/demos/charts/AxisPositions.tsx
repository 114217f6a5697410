import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { countries } from './data/countries';

const ranking = [...countries].sort((a, b) => b.lifeExpectancy - a.lifeExpectancy).slice(0, 8);

export default function AxisPositions() {
  return (
    <BarChart
      layout="horizontal"
      height={320}
      dataset={ranking.map((country) => ({ name: country.name, years: country.lifeExpectancy }))}
      // The first country sits at the top, and the value axis reads along the top edge.
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 110, position: 'right' }]}
      xAxis={[{ position: 'top', min: 75, max: 86, domainLimit: 'strict', label: 'Life expectancy (years)', reverse: true }]}
      series={[{ dataKey: 'years', label: 'Life expectancy', valueFormatter: (value) => `${value} years` }]}
      hideLegend
    />
  );
}
