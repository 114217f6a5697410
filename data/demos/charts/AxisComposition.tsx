import * as React from 'react';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { months, monthlyRevenue, monthlyTotals, formatThousands } from './data/revenue';

// Growth of each month's revenue over the same month a year earlier, in percent.
const growth = monthlyRevenue.map((row, index) => Math.round(((monthlyTotals[index] - row.lastYear) / row.lastYear) * 1000) / 10);

export default function AxisComposition() {
  return (
    <ChartDataProvider
      height={300}
      // The provider holds the axis settings, positions and sizes included…
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'revenue', position: 'left', width: 70, min: 0, valueFormatter: (value: number) => formatThousands(value) },
        { id: 'growth', position: 'right', width: 64, min: 0, max: 30, valueFormatter: (value: number) => `${value}%` },
      ]}
      series={[
        { type: 'bar', yAxisId: 'revenue', data: monthlyTotals, label: 'Revenue', valueFormatter: formatThousands },
        { type: 'line', yAxisId: 'growth', data: growth, label: 'Growth vs last year', color: '#e0781f', valueFormatter: (v) => `${v}%` },
      ]}
    >
      {/* preview-start */}
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        {/* …and each axis component draws the axis its axisId names. */}
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="revenue" label="Revenue" />
        <ChartsYAxis axisId="growth" label="Growth" />
        <ChartsAxisHighlight x="band" />
      </ChartsSurface>
      <ChartsTooltip trigger="axis" />
      {/* preview-end */}
    </ChartDataProvider>
  );
}
