import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

const traffic = [
  { id: 0, value: 46, label: 'Search' },
  { id: 1, value: 27, label: 'Direct' },
  { id: 2, value: 15, label: 'Social' },
  { id: 3, value: 12, label: 'Referral' },
];

export default function BasicPie() {
  return (
    // preview-start
    <PieChart
      height={260}
      series={[{ data: traffic, innerRadius: 50, paddingAngle: 2, cornerRadius: 4 }]}
    />
    // preview-end
  );
}
