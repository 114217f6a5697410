import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { countries } from './data/countries';

// Life expectancy against the logarithm of income: close to a straight line.
const points = countries.map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy }));

function leastSquares(data: { x: number; y: number }[]) {
  const n = data.length;
  const sumX = data.reduce((sum, p) => sum + Math.log10(p.x), 0);
  const sumY = data.reduce((sum, p) => sum + p.y, 0);
  const sumXY = data.reduce((sum, p) => sum + Math.log10(p.x) * p.y, 0);
  const sumXX = data.reduce((sum, p) => sum + Math.log10(p.x) ** 2, 0);
  const slope = (n * sumXY - sumX * sumY) / (n * sumXX - sumX * sumX);
  const intercept = (sumY - slope * sumX) / n;
  return (x: number) => Math.round((slope * Math.log10(x) + intercept) * 10) / 10;
}

const fit = leastSquares(points);
const trendX = [1, 2, 5, 10, 20, 50, 100];

export default function ScatterTrend() {
  return (
    <ChartContainer
      height={340}
      xAxis={[{ id: 'gdp', scaleType: 'log', data: trendX, min: 0.8, max: 120, label: 'GDP per capita (k$, log scale)' }]}
      yAxis={[{ id: 'life', label: 'Life expectancy', width: 56 }]}
      series={[
        { type: 'scatter', data: points, label: 'Countries', valueFormatter: (p) => (p == null ? '' : `${countries.find((c) => c.id === p.id)?.name}: ${p.y} years`) },
        { type: 'line', data: trendX.map(fit), label: 'Trend', showMark: false, color: '#e0781f' },
      ]}
    >
      <ScatterPlot />
      <LinePlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsTooltip trigger="item" />
    </ChartContainer>
  );
}
