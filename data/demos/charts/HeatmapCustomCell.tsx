import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { contributionCells, contributionWeekdays, contributionWeeks, weekFormatter } from './data/heatmapContributions';

// preview-start
interface CellProps extends React.SVGProps<SVGRectElement> {
  ownerState: { color: string; isHighlighted: boolean; isFaded: boolean };
}

/** A rounded square with a gap around it, instead of a cell that touches its neighbours. */
function RoundedCell({ ownerState, x = 0, y = 0, width = 0, height = 0, ...other }: CellProps) {
  const size = Math.min(Number(width), Number(height)) - 4;
  return (
    <rect
      {...other}
      x={Number(x) + (Number(width) - size) / 2}
      y={Number(y) + (Number(height) - size) / 2}
      width={size}
      height={size}
      rx={4}
      fill={ownerState.color}
      stroke={ownerState.isHighlighted ? 'currentColor' : 'none'}
    />
  );
}
// preview-end

export default function HeatmapCustomCell() {
  return (
    <Heatmap
      height={260}
      xAxis={[{ data: contributionWeeks, valueFormatter: (date: Date, context) => (context.location === 'tick' ? weekFormatter.format(date) : `Week of ${weekFormatter.format(date)}`), tickLabelInterval: (_, index) => index % 2 === 0 }]}
      yAxis={[{ data: contributionWeekdays, width: 40 }]}
      series={[
        {
          data: contributionCells,
          label: 'Commits',
          highlightScope: { highlight: 'item' },
          valueFormatter: (cell) => (cell == null ? '' : `${cell[2]} commits`),
        },
      ]}
      zAxis={[{ colorMap: { type: 'piecewise', thresholds: [1, 3, 6], colors: ['#ebedf0', '#9be9a8', '#40c463', '#216e39'] } }]}
      slots={{ cell: RoundedCell }}
    />
  );
}
