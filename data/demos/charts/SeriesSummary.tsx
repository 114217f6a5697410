import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useSeries, useDrawingArea } from '@mui/x-charts/hooks';
import { cities, months, celsius } from './data/temperatures';

/** For each line series: its color, label and yearly range, read from the processed series. */
function RangeSummary() {
  const theme = useTheme();
  const { left, top } = useDrawingArea();
  const lines = useSeries().line;
  if (!lines) return null;
  return (
    <g>
      {lines.seriesOrder.map((id, index) => {
        const series = lines.series[id];
        const values = series.data.filter((value): value is number => value != null);
        const label = typeof series.label === 'function' ? series.label('legend') : series.label;
        return (
          <text key={id} x={left + 8} y={top + 14 + index * 16} style={{ fontSize: 12, fill: theme.palette.text.primary }}>
            <tspan fill={series.color}>■ </tspan>
            {`${label}: ${Math.min(...values)} to ${Math.max(...values)} °C`}
          </text>
        );
      })}
    </g>
  );
}

export default function SeriesSummary() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 40, min: -10, max: 40 }]}
      series={cities.slice(1, 4).map((city) => ({ id: city.city, data: city.temperature, label: city.city, valueFormatter: celsius }))}
      hideLegend
    >
      <RangeSummary />
    </LineChart>
  );
}
