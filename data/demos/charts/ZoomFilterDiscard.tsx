import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomFilterMode } from '@mui/x-charts-pro';

// Registered users of a service, growing about 6% a month over ten years.
const monthsCount = 120;
const dates = Array.from({ length: monthsCount }, (_, index) => new Date(Date.UTC(2016, index, 1)));
const users = dates.map((_, index) => Math.round(1200 * 1.06 ** index * (1 + 0.05 * Math.sin(index / 2))));
const monthYear = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

export default function ZoomFilterDiscard() {
  const [filterMode, setFilterMode] = React.useState<ZoomFilterMode>('discard');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={filterMode} onChange={(_, next) => next !== null && setFilterMode(next)} aria-label="filterMode">
        <ToggleButton value="keep">keep</ToggleButton>
        <ToggleButton value="discard">discard</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChartPro
        height={300}
        xAxis={[
          {
            id: 'months',
            scaleType: 'utc',
            data: dates,
            valueFormatter: (date: Date) => monthYear.format(date),
            zoom: { filterMode },
          },
        ]}
        yAxis={[{ width: 70, valueFormatter: (value: number) => new Intl.NumberFormat('en-US', { notation: 'compact' }).format(value) }]}
        series={[{ data: users, label: 'Registered users', showMark: false, area: true }]}
        initialZoom={[{ axisId: 'months', start: 10, end: 40 }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
