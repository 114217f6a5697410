import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimate, useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

// preview-start
// A line at the average of the bars. useAnimate slides it from its last position to the new one.
function AverageLine({ value }: { value: number }) {
  const theme = useTheme();
  const { left, width, top, height } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const animated = useAnimate(
    { y: yScale(value) },
    {
      // Start from the bottom of the plot on the first render.
      initialProps: { y: top + height },
      createInterpolator: (last, next) => (t) => ({ y: last.y + (next.y - last.y) * t }),
      transformProps: ({ y }) => ({ transform: `translate(0, ${y})` }),
      // Runs on every frame, outside React: set the attribute directly.
      applyProps: (element: SVGGElement, { transform }) => element.setAttribute('transform', transform),
    },
  );
  return (
    <g {...animated}>
      <line x1={left} x2={left + width} stroke={theme.palette.text.primary} strokeDasharray="6 3" />
      <text x={left + width} y={-6} textAnchor="end" fill={theme.palette.text.primary} fontSize={12}>
        Average {formatThousands(value)}
      </text>
    </g>
  );
}
// preview-end

export default function AnimationAverageLine() {
  const [quarter, setQuarter] = React.useState(0);
  const values = revenueByRegion.map((row) => row.values[quarter]);
  const average = values.reduce((sum, value) => sum + value, 0) / values.length;
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={quarter} onChange={(_, next) => next !== null && setQuarter(next)} aria-label="Quarter">
        {quarters.map((label, index) => (
          <ToggleButton key={label} value={index}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: revenueByRegion.map((row) => row.region) }]}
        yAxis={[{ width: 56, min: 0, max: 500, valueFormatter: (value: number) => formatThousands(value) }]}
        series={[{ id: 'revenue', data: values, label: `Revenue ${quarters[quarter]}`, valueFormatter: formatThousands }]}
        hideLegend
      >
        <AverageLine value={average} />
      </BarChart>
    </Stack>
  );
}
