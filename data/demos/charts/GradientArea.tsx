import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart, areaElementClasses } from '@mui/x-charts/LineChart';
import { months, monthlyRevenue, formatThousands } from './data/revenue';

function Gradient({ id, color }: { id: string; color: string }) {
  return (
    <defs>
      <linearGradient id={id} x1="0" x2="0" y1="0" y2="1">
        <stop offset="0%" stopColor={color} stopOpacity={0.5} />
        <stop offset="100%" stopColor={color} stopOpacity={0} />
      </linearGradient>
    </defs>
  );
}

export default function GradientArea() {
  const theme = useTheme();
  const color = theme.palette.primary.main;
  return (
    // preview-start
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 56 }]}
      series={[
        {
          data: monthlyRevenue.map((row) => row.subscriptions),
          label: 'Subscriptions',
          area: true,
          showMark: false,
          color,
          valueFormatter: formatThousands,
        },
      ]}
      sx={{ [`& .${areaElementClasses.root}`]: { fill: 'url(#subscriptions-fade)' } }}
      hideLegend
    >
      <Gradient id="subscriptions-fade" color={color} />
    </LineChart>
    // preview-end
  );
}
