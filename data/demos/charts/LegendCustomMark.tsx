import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { kpis, weeks } from './data/kpis';

// A short dashed stroke: the same dash as the target line it stands for.
function DashedMark({ color, className }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 14 14" width="100%" height="100%">
      <line x1={0} y1={7} x2={14} y2={7} stroke={color} strokeWidth={3} strokeDasharray="4 2" />
    </svg>
  );
}

// A diamond, the shape of the marks on the actual line.
function DiamondMark({ color, className }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 12 12" width="100%" height="100%">
      <path d="M6 0 L12 6 L6 12 L0 6 Z" fill={color} />
    </svg>
  );
}

const revenue = kpis.find((kpi) => kpi.id === 'revenue')!;

export default function LegendCustomMark() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: weeks }]}
      yAxis={[{ width: 45 }]}
      series={[
        // preview-start
        { id: 'actual', data: revenue.values, label: 'Revenue (k$)', shape: 'diamond', labelMarkType: DiamondMark },
        { id: 'target', data: weeks.map((_, index) => 85 + index * 3), label: 'Target', showMark: false, labelMarkType: DashedMark },
        // preview-end
      ]}
      sx={{ '& .MuiLineElement-series-target': { strokeDasharray: '6 3' } }}
    />
  );
}
