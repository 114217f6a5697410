import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { weeks, kpis } from './data/kpis';

const orders = kpis.find((kpi) => kpi.id === 'orders')!.values;
// A four-week moving average of the orders: a helper line with no legend entry.
const average = orders.map((_, index) =>
  index < 3 ? null : Math.round(orders.slice(index - 3, index + 1).reduce((sum, value) => sum + value, 0) / 4),
);

export default function LegendSeriesLabels() {
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ width: 50 }]}
      series={[
        { data: orders, label: 'Orders per week' },
        // No label: drawn, but left out of the legend.
        { data: average, color: '#9e9e9e', showMark: false, curve: 'linear' },
      ]}
    />
    // preview-end
  );
}
