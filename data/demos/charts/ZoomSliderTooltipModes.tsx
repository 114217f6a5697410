import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomSliderShowTooltip } from '@mui/x-charts-pro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

export default function ZoomSliderTooltipModes() {
  const [showTooltip, setShowTooltip] = React.useState<ZoomSliderShowTooltip>('always');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={showTooltip} onChange={(_, next) => next !== null && setShowTooltip(next)} aria-label="slider.showTooltip">
        <ToggleButton value="always">always</ToggleButton>
        <ToggleButton value="hover">hover</ToggleButton>
        <ToggleButton value="never">never</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChartPro
        height={320}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: parisDaily2024.map((day) => day.date),
            valueFormatter: (date: Date) => dayFormatter.format(date),
            zoom: { slider: { enabled: true, showTooltip, size: 40 } },
          },
        ]}
        yAxis={[{ width: 40, label: '°C' }]}
        series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Daily mean', showMark: false }]}
        initialZoom={[{ axisId: 'days', start: 40, end: 70 }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
