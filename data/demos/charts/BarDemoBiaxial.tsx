import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// A bakery's week: loaves sold (left axis) and revenue in euros (right axis).
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const loaves = [310, 290, 305, 320, 410, 620, 540];
const revenue = [1240, 1190, 1260, 1310, 1780, 3020, 2610];

export default function BarDemoBiaxial() {
  return (
    // preview-start
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: days }]}
      yAxis={[
        { id: 'loaves', label: 'Loaves', width: 56 },
        { id: 'revenue', label: 'Revenue (€)', position: 'right', width: 64 },
      ]}
      series={[
        { data: loaves, label: 'Loaves sold', yAxisId: 'loaves', color: '#8d6e63' },
        { data: revenue, label: 'Revenue (€)', yAxisId: 'revenue', color: '#f9a825' },
      ]}
    />
    // preview-end
  );
}
