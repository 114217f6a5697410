import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { monthlyRevenue, formatThousands } from './data/revenue';

const dataset = monthlyRevenue.map((row) => ({ month: row.month, total: row.subscriptions + row.services + row.hardware }));

export default function AxisTicks() {
  return (
    // preview-start
    <BarChart
      height={300}
      dataset={dataset}
      xAxis={[
        {
          scaleType: 'band',
          dataKey: 'month',
          // One tick per quarter: January, April, July, October.
          tickInterval: (_month: string, index: number) => index % 3 === 0,
          tickPlacement: 'start',
          tickLabelPlacement: 'tick',
        },
      ]}
      yAxis={[
        {
          min: 0,
          max: 450,
          tickMinStep: 150,
          width: 56,
          valueFormatter: (value: number) => formatThousands(value),
        },
      ]}
      series={[{ dataKey: 'total', label: 'Revenue', valueFormatter: formatThousands }]}
      grid={{ horizontal: true }}
      hideLegend
    />
    // preview-end
  );
}
