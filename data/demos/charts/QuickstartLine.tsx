import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const signups = [120, 180, 150, 240, 310, 290];
const churned = [30, 25, 40, 35, 28, 33];

export default function QuickstartLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      series={[
        { data: signups, label: 'Sign-ups', area: true },
        { data: churned, label: 'Churned' },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
