import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { kpis, weeks } from './data/kpis';

const orders = kpis.find((kpi) => kpi.id === 'orders')!.values;
// Average of the current week and the three before it (fewer at the start).
const movingAverage = orders.map((_, index) => {
  const window = orders.slice(Math.max(0, index - 3), index + 1);
  return Math.round(window.reduce((sum, value) => sum + value, 0) / window.length);
});

export default function OrdersWithAverage() {
  return (
    <ChartContainer
      height={300}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ width: 50 }]}
      series={[
        { type: 'bar', data: orders, label: 'Orders' },
        { type: 'line', data: movingAverage, label: '4-week average', color: '#e0781f' },
      ]}
    >
      {/* preview-start */}
      <ChartsGrid horizontal />
      <BarPlot borderRadius={4} />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip trigger="axis" />
      {/* preview-end */}
    </ChartContainer>
  );
}
