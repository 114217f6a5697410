import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export default function BasicLines() {
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: '°C' }]}
      series={[
        { label: 'Lisbon', data: [11, 12, 14, 15, 18, 21, 23, 23, 22, 18, 14, 12] },
        { label: 'Oslo', data: [-4, -4, -1, 4, 10, 14, 16, 15, 11, 6, 1, -3] },
      ]}
    />
    // preview-end
  );
}
