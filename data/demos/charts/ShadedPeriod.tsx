import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';
import { months, monthlyTotals, formatThousands } from './data/revenue';

/** A band behind the plot between two categories of a point axis, labelled at the top. */
// preview-start
function Period({ from, to, label }: { from: string; to: string; label: string }) {
  const xScale = useXScale<'point'>();
  const { top, height } = useDrawingArea();
  const theme = useTheme();
  const start = xScale(from) ?? 0;
  const end = xScale(to) ?? 0;
  return (
    <g>
      <rect x={start} y={top} width={end - start} height={height} fill={theme.palette.warning.main} opacity={0.12} />
      <text x={(start + end) / 2} y={top + 14} textAnchor="middle" style={{ fontSize: 12, fill: theme.palette.text.secondary }}>
        {label}
      </text>
    </g>
  );
}
// preview-end

/** A circle and a note at one data point. */
function Annotation({ month, value, text }: { month: string; value: number; text: string }) {
  const xScale = useXScale<'point'>();
  const yScale = useYScale<'linear'>();
  const theme = useTheme();
  const x = xScale(month) ?? 0;
  const y = yScale(value) ?? 0;
  return (
    <g style={{ color: theme.palette.text.primary }}>
      <circle cx={x} cy={y} r={9} fill="none" stroke="currentColor" />
      <text x={x - 12} y={y - 14} textAnchor="end" fill="currentColor" style={{ fontSize: 12 }}>
        {text}
      </text>
    </g>
  );
}

export default function ShadedPeriod() {
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 56 }]}
      series={[{ data: monthlyTotals, label: 'Revenue', valueFormatter: formatThousands }]}
      hideLegend
    >
      <Period from="Jul" to="Aug" label="Summer slowdown" />
      <Annotation month="Dec" value={monthlyTotals[11]} text="Best month" />
    </LineChart>
    // preview-end
  );
}
