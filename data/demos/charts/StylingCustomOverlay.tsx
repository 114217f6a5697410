import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { months, monthlyRevenue, formatThousands } from './data/revenue';

// preview-start
// The overlay is drawn inside the chart's SVG: it returns SVG elements, placed with the drawing area.
function EmptyPeriod(props: { message?: string }) {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  const centerX = left + width / 2;
  const centerY = top + height / 2;
  return (
    <g>
      <rect x={left + 8} y={top + 8} width={width - 16} height={height - 16} rx={8} fill="none" stroke={theme.palette.divider} strokeDasharray="6 4" />
      <text x={centerX} y={centerY - 10} textAnchor="middle" fill={theme.palette.text.primary} style={{ ...theme.typography.subtitle1 }}>
        {props.message ?? 'No sales in this period'}
      </text>
      <text x={centerX} y={centerY + 16} textAnchor="middle" fill={theme.palette.text.secondary} style={{ ...theme.typography.body2 }}>
        Pick another year in the filter above.
      </text>
    </g>
  );
}
// preview-end

export default function StylingCustomOverlay() {
  const [state, setState] = React.useState<'loading' | 'empty' | 'loaded'>('empty');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={state} onChange={(_, next) => next !== null && setState(next)} aria-label="Data state">
        <ToggleButton value="loading">loading</ToggleButton>
        <ToggleButton value="empty">no data</ToggleButton>
        <ToggleButton value="loaded">loaded</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChart
        height={280}
        loading={state === 'loading'}
        localeText={{ loading: 'Fetching this year’s sales…' }}
        slots={{ noDataOverlay: EmptyPeriod }}
        slotProps={{ noDataOverlay: { message: 'No sales recorded in 2023' } }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 56, min: 0, max: 300, valueFormatter: (value: number) => formatThousands(value) }]}
        series={state === 'loaded' ? [{ data: monthlyRevenue.map((row) => row.subscriptions), label: 'Subscriptions', valueFormatter: formatThousands }] : []}
      />
      {/* preview-end */}
    </Stack>
  );
}
