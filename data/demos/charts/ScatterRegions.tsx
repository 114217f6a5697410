import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries, regions } from './data/countries';

export default function ScatterRegions() {
  return (
    <ScatterChart
      height={360}
      xAxis={[{ label: 'GDP per capita (k$)', min: 0 }]}
      yAxis={[{ label: 'Life expectancy (years)', min: 50, width: 56 }]}
      series={regions.map((region) => ({
        label: region,
        data: countries
          .filter((country) => country.region === region)
          .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
        valueFormatter: (point) => {
          if (point == null) return '';
          const country = countries.find((item) => item.id === point.id);
          return `${country?.name}: $${point.x}k, ${point.y} years`;
        },
      }))}
      grid={{ horizontal: true, vertical: true }}
    />
  );
}
