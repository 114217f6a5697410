import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { countries } from './data/countries';

// The ten most populous countries of the data set, largest at the top.
const ranking = [...countries]
  .sort((a, b) => b.population - a.population)
  .slice(0, 10)
  .map((country) => ({ name: country.name, population: country.population }));

export default function PopulationRanking() {
  return (
    <BarChart
      layout="horizontal"
      height={360}
      dataset={ranking}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: 100 }]}
      xAxis={[{ label: 'Population (millions)' }]}
      series={[{ dataKey: 'population', label: 'Population', valueFormatter: (value) => `${value} M` }]}
      barLabel="value"
      hideLegend
    />
  );
}
