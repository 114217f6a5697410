import * as React from 'react';
import { LineChart, lineElementClasses, areaElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { months, monthlyTotals, monthlyRevenue, formatThousands } from './data/revenue';

export default function LinesCss() {
  const gradientId = React.useId();
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 56, min: 200, valueFormatter: (value: number) => formatThousands(value) }]}
      series={[
        { id: 'actual', data: monthlyTotals, label: 'Revenue', area: true, baseline: 'min', valueFormatter: formatThousands },
        { id: 'target', data: monthlyRevenue.map((row) => row.target), label: 'Target', color: '#757575', valueFormatter: formatThousands },
      ]}
      // preview-start
      sx={{
        // All lines a little thicker…
        [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        // …the target dashed, without marks…
        [`& .${lineElementClasses.series}-target`]: { strokeDasharray: '8 4', strokeWidth: 2 },
        [`& .${markElementClasses.series}-target`]: { display: 'none' },
        // …and the revenue area filled with a gradient defined below.
        [`& .${areaElementClasses.series}-actual`]: { fill: `url('#${gradientId}')` },
      }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#3f51b5" stopOpacity={0.5} />
          <stop offset="100%" stopColor="#3f51b5" stopOpacity={0} />
        </linearGradient>
      </defs>
      {/* preview-end */}
    </LineChart>
  );
}
