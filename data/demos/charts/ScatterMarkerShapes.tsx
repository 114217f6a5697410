import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';
import { cafeDays } from './data/scatterCafe';

// Three shapes, so the series stay apart in print and for readers who do not tell the colors apart.
const shapes: Record<string, 'circle' | 'square' | 'diamond'> = { weekday: 'circle', weekend: 'square', hot: 'diamond' };

function ShapeMarker({ seriesId, x, y, size, color, isHighlighted, isFaded, dataIndex, ...other }: ScatterMarkerProps) {
  const radius = isHighlighted ? size * 1.3 : size;
  const shape = shapes[String(seriesId)] ?? 'circle';
  const common = { fill: color, opacity: isFaded ? 0.3 : 1, ...other };
  if (shape === 'square') {
    return <rect x={x - radius} y={y - radius} width={radius * 2} height={radius * 2} {...common} />;
  }
  if (shape === 'diamond') {
    const r = radius * 1.35;
    return <path d={`M ${x} ${y - r} L ${x + r} ${y} L ${x} ${y + r} L ${x - r} ${y} Z`} {...common} />;
  }
  return <circle cx={x} cy={y} r={radius} {...common} />;
}

// The legend and tooltip draw their own mark; a component makes it a diamond too.
function DiamondMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg className={className} viewBox="0 0 10 10">
      <path d="M 5 0 L 10 5 L 5 10 L 0 5 Z" fill={color} />
    </svg>
  );
}

const icedOn = (kind: 'weekday' | 'weekend') =>
  cafeDays.filter((row) => row.kind === kind).map((row) => ({ id: row.day, x: row.temperature, y: row.iced }));
const hotDrinks = cafeDays.map((row) => ({ id: row.day, x: row.temperature, y: row.hot }));

export default function ScatterMarkerShapes() {
  return (
    // preview-start
    <ScatterChart
      height={320}
      slots={{ marker: ShapeMarker }}
      xAxis={[{ label: 'Maximum temperature (°C)', min: 8, max: 32 }]}
      yAxis={[{ label: 'Drinks sold', width: 56 }]}
      series={[
        { id: 'weekday', label: 'Iced, weekdays', data: icedOn('weekday'), labelMarkType: 'circle' },
        { id: 'weekend', label: 'Iced, weekends', data: icedOn('weekend'), labelMarkType: 'square' },
        { id: 'hot', label: 'Hot, all days', data: hotDrinks, labelMarkType: DiamondMark },
      ]}
    />
    // preview-end
  );
}
