import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea, useXScale, useBarSeries } from '@mui/x-charts/hooks';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

/** Three hooks together: the plot rectangle, the category scale and the processed series. */
function BestQuarter() {
  const theme = useTheme();
  const { top, height, left, width } = useDrawingArea();
  const xScale = useXScale<'band'>();
  const [series] = useBarSeries(['na']);
  if (!series) return null;
  const data = series.data.map((value) => value ?? 0);
  const best = data.indexOf(Math.max(...data));
  const x = xScale(quarters[best]) ?? 0;
  return (
    <g>
      <rect x={x} y={top} width={xScale.bandwidth()} height={height} fill={theme.palette.success.main} opacity={0.1} />
      <text x={left + width - 4} y={top + 14} textAnchor="end" style={{ fontSize: 12, fill: theme.palette.text.secondary }}>
        {`Best quarter: ${quarters[best]}`}
      </text>
    </g>
  );
}

export default function HooksWatermark() {
  const northAmerica = revenueByRegion[0];
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={[{ id: 'na', data: northAmerica.values, label: northAmerica.region, valueFormatter: formatThousands }]}
    >
      <BestQuarter />
    </BarChart>
  );
}
