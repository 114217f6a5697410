import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

/** Placeholder bars that pulse while the data loads, instead of the default "Loading data…" text. */
function SkeletonBars(props: { message?: string }) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const heights = [0.45, 0.7, 0.55, 0.85];
  const slot = width / heights.length;
  return (
    <g aria-label={props.message}>
      {heights.map((ratio, index) => (
        <rect
          key={index}
          x={left + index * slot + slot * 0.2}
          y={top + height * (1 - ratio)}
          width={slot * 0.6}
          height={height * ratio}
          rx={4}
          fill={theme.palette.action.hover}
        >
          <animate attributeName="opacity" values="1;0.4;1" dur="1.4s" repeatCount="indefinite" />
        </rect>
      ))}
    </g>
  );
}

export default function LoadingOverlaySlot() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Button size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setLoading((value) => !value)}>
        {loading ? 'Finish loading' : 'Load again'}
      </Button>
      {/* preview-start */}
      <BarChart
        height={300}
        loading={loading}
        slots={{ loadingOverlay: SkeletonBars }}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={loading ? [] : [{ data: revenueByRegion[1].values, label: 'Europe', valueFormatter: formatThousands }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
