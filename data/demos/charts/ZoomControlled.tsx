import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

const presets = [
  { label: 'January', start: 0, end: 100 * (31 / 366) },
  { label: 'Summer', start: 100 * (152 / 366), end: 100 * (244 / 366) },
  { label: 'Whole year', start: 0, end: 100 },
];

/** The dates at the edges of the visible window. */
function visibleRange(zoom: ZoomData) {
  const last = parisDaily2024.length - 1;
  const from = parisDaily2024[Math.round((zoom.start / 100) * last)].date;
  const to = parisDaily2024[Math.round((zoom.end / 100) * last)].date;
  return `${dayFormatter.format(from)} – ${dayFormatter.format(to)}`;
}

const dates = parisDaily2024.map((day) => day.date);
const xAxis = { id: 'days', scaleType: 'utc' as const, data: dates, valueFormatter: (date: Date) => dayFormatter.format(date), zoom: true };

export default function ZoomControlled() {
  // preview-start
  // One state for the buttons, the text and both charts: zooming either chart moves the other.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: presets[1].start, end: presets[1].end }]);
  // preview-end
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setZoomData([{ axisId: 'days', start: preset.start, end: preset.end }])}>
            {preset.label}
          </Button>
        ))}
        <Typography variant="body2" color="text.secondary">
          Showing {visibleRange(zoomData[0])}
        </Typography>
      </Stack>
      <Stack>
        {/* preview-start */}
        <LineChartPro
          height={180}
          xAxis={[xAxis]}
          yAxis={[{ width: 48, label: '°C' }]}
          series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Daily mean (°C)', showMark: false }]}
          zoomData={zoomData}
          onZoomChange={setZoomData}
          hideLegend
        />
        <LineChartPro
          height={180}
          xAxis={[xAxis]}
          yAxis={[{ width: 48, label: 'mm' }]}
          series={[{ data: parisDaily2024.map((day) => day.precipitation), label: 'Precipitation (mm)', showMark: false, area: true, color: '#0288d1' }]}
          zoomData={zoomData}
          onZoomChange={setZoomData}
          hideLegend
        />
        {/* preview-end */}
      </Stack>
    </Stack>
  );
}
