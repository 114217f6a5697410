import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

const monthNames = ['J', 'F', 'M', 'A', 'M', 'J', 'J', 'A', 'S', 'O', 'N', 'D'];
// Room nights sold by a seaside hotel per month, in 2023 and 2024.
const nights = [
  [410, 380, 520, 760, 980, 1320, 1610, 1650, 1180, 720, 430, 560],
  [450, 420, 590, 810, 1040, 1390, 1700, 1720, 1260, 790, 470, 610],
];
const dataset = nights.flatMap((year, y) =>
  year.map((value, m) => ({ month: `${2023 + y}-${String(m + 1).padStart(2, '0')}`, nights: value })),
);

export default function AxisGrouped() {
  return (
    <BarChart
      height={300}
      dataset={dataset}
      // preview-start
      xAxis={[
        {
          // The series follow this axis: one band per month.
          scaleType: 'band',
          dataKey: 'month',
          valueFormatter: (key: string, context) => (context.location === 'tick' ? monthNames[Number(key.slice(5)) - 1] : key),
          height: 24,
        },
        {
          // A second band axis under the first one: two bands, one per year.
          scaleType: 'band',
          data: ['2023', '2024'],
          position: 'bottom',
          categoryGapRatio: 0,
          tickSize: 20,
          height: 42,
        },
      ]}
      // preview-end
      yAxis={[{ width: 45 }]}
      series={[{ dataKey: 'nights', label: 'Room nights' }]}
      hideLegend
    />
  );
}
