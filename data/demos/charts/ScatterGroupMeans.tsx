import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useScatterSeries, useXScale, useYScale } from '@mui/x-charts/hooks';
import { countries, regions } from './data/countries';

// preview-start
// A child of the chart: reads every scatter series and marks the average country of each region.
function RegionAverages() {
  const theme = useTheme();
  const allSeries = useScatterSeries();
  const xScale = useXScale<'log'>();
  const yScale = useYScale<'linear'>();
  return (
    <g>
      {allSeries.map((series) => {
        if (series.data.length === 0) return null;
        // Geometric mean for income (the axis is logarithmic), arithmetic mean for life expectancy.
        const meanX = Math.exp(series.data.reduce((sum, point) => sum + Math.log(point.x), 0) / series.data.length);
        const meanY = series.data.reduce((sum, point) => sum + point.y, 0) / series.data.length;
        const x = xScale(meanX);
        const y = yScale(meanY);
        return (
          <g key={series.id} stroke={series.color} strokeWidth={3}>
            <line x1={x - 9} x2={x + 9} y1={y} y2={y} />
            <line x1={x} x2={x} y1={y - 9} y2={y + 9} />
            <text x={x + 12} y={y - 8} stroke="none" fill={theme.palette.text.primary} fontSize={12}>
              {typeof series.label === 'string' ? series.label : ''}
            </text>
          </g>
        );
      })}
    </g>
  );
}
// preview-end

export default function ScatterGroupMeans() {
  return (
    <ScatterChart
      height={340}
      xAxis={[{ scaleType: 'log', min: 0.8, max: 120, label: 'GDP per capita (k$, log scale)' }]}
      yAxis={[{ label: 'Life expectancy (years)', width: 56, min: 50, max: 90 }]}
      series={regions.map((region) => ({
        id: region,
        label: region,
        markerSize: 3,
        data: countries
          .filter((country) => country.region === region)
          .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
      }))}
    >
      {/* preview-start */}
      <RegionAverages />
      {/* preview-end */}
    </ScatterChart>
  );
}
