import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Points of a cycling team's riders after five stages.
const riders = ['Aranda', 'Bakker', 'Costa', 'Dubois', 'Eriksen', 'Fischer'];
const points = [212, 187, 240, 156, 198, 173];

// Rank of each rider, computed once: 1 for the most points.
const ranks = points.map((value) => points.filter((other) => other > value).length + 1);
const ordinal = (rank: number) => `${rank}${rank === 1 ? 'st' : rank === 2 ? 'nd' : rank === 3 ? 'rd' : 'th'}`;

export default function TooltipRankFormatter() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: riders }]}
      yAxis={[{ width: 50 }]}
      series={[
        {
          data: points,
          label: 'Points',
          // preview-start
          // The context's dataIndex finds the rider's rank, which is not in the value itself.
          valueFormatter: (value, { dataIndex }) => (value == null ? '' : `${value} pts (${ordinal(ranks[dataIndex])} of ${riders.length})`),
          // preview-end
        },
      ]}
      hideLegend
    />
  );
}
