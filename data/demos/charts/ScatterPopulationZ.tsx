import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './data/countries';

// x and y place each country; z (its population) picks the color through the z-axis color map.
export default function ScatterPopulationZ() {
  return (
    // preview-start
    <ScatterChart
      height={340}
      xAxis={[{ scaleType: 'log', min: 0.8, max: 120, label: 'GDP per capita (k$, log scale)' }]}
      yAxis={[{ label: 'Life expectancy (years)', width: 56 }]}
      zAxis={[
        {
          id: 'population',
          colorMap: { type: 'piecewise', thresholds: [50, 150], colors: ['#90caf9', '#1e88e5', '#0d47a1'] },
        },
      ]}
      series={[
        {
          label: 'Countries',
          markerSize: 6,
          zAxisId: 'population',
          data: countries.map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy, z: country.population })),
          valueFormatter: (point) => {
            if (point == null) return '';
            const country = countries.find((item) => item.id === point.id);
            return `${country?.name}: ${country?.population} M people`;
          },
        },
      ]}
      hideLegend
    />
    // preview-end
  );
}
