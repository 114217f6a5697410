import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { kpis, weeks } from './data/kpis';

// Weeks 5 and 6 of the order counts were lost in a tracking outage.
const orders = kpis.find((kpi) => kpi.id === 'orders')!.values.map((value, index) => (index === 4 || index === 5 ? null : value));

export default function LineGaps() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ width: 48 }]}
      series={[
        { id: 'gap', data: orders, label: 'Orders (gap kept)' },
        { id: 'connected', data: orders.map((value) => (value == null ? null : value - 250)), label: 'Orders − 250 (connectNulls)', connectNulls: true },
      ]}
    />
  );
}
