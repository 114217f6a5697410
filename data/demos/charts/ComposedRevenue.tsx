import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { months, monthlyRevenue, formatThousands } from './data/revenue';

export default function ComposedRevenue() {
  return (
    <ChartDataProvider
      height={300}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[{ id: 'revenue', width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={[
        { type: 'bar', data: monthlyRevenue.map((row) => row.subscriptions), label: 'Subscriptions', stack: 'total', valueFormatter: formatThousands },
        { type: 'bar', data: monthlyRevenue.map((row) => row.services + row.hardware), label: 'Services and hardware', stack: 'total', valueFormatter: formatThousands },
        { type: 'line', data: monthlyRevenue.map((row) => row.target), label: 'Target', color: '#e0781f', valueFormatter: formatThousands },
      ]}
    >
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <ChartsLegend direction="horizontal" sx={{ justifyContent: 'center' }} />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsReferenceLine y={300} label="$300k" labelAlign="start" lineStyle={{ strokeDasharray: '3 3' }} />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </Box>
      {/* preview-end */}
    </ChartDataProvider>
  );
}
