import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';
import { cities, months, celsius } from './data/temperatures';

const picked = cities.filter((city) => ['Oslo', 'Sydney'].includes(city.city));

// preview-start
// Reads every line series and labels its lowest and highest point.
function Extremes() {
  const theme = useTheme();
  const series = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  return (
    <g fontSize={11} fill={theme.palette.text.primary}>
      {series.map((line) => {
        const values = line.data.map((value) => value ?? Number.NaN);
        const extremes = [values.indexOf(Math.min(...values)), values.indexOf(Math.max(...values))];
        return extremes.map((index, position) => {
          const x = xScale(xAxis.data?.[index]) ?? 0;
          const y = yScale(values[index]);
          const below = position === 0;
          return (
            <g key={`${line.id}-${position}`}>
              <circle cx={x} cy={y} r={5} fill="none" stroke={line.color} strokeWidth={2} />
              <text x={x} y={below ? y + 18 : y - 10} textAnchor="middle">
                {below ? 'min' : 'max'} {celsius(values[index])}
              </text>
            </g>
          );
        });
      })}
    </g>
  );
}
// preview-end

export default function ComponentsSeriesExtremes() {
  return (
    <LineChart
      height={320}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 50, label: '°C', min: -10, max: 30 }]}
      series={picked.map((city) => ({ id: city.city, data: city.temperature, label: city.city, showMark: false, valueFormatter: celsius }))}
    >
      <Extremes />
    </LineChart>
  );
}
