import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

// The first four months of 2024, day by day, in both charts.
const days = parisDaily2024.slice(0, 121);
const dates = days.map((day) => day.date);

export default function ZoomSyncCharts() {
  // preview-start
  // One state for both charts: zooming either one moves the other.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: 20, end: 50 }]);
  // preview-end
  const xAxis = {
    id: 'days',
    data: dates,
    valueFormatter: (date: Date) => dayFormatter.format(date),
    zoom: true,
  };
  return (
    <Stack spacing={0}>
      {/* preview-start */}
      <LineChartPro
        height={180}
        xAxis={[{ ...xAxis, scaleType: 'utc' }]}
        yAxis={[{ width: 48, label: '°C' }]}
        series={[{ data: days.map((day) => day.temperature), label: 'Mean (°C)', showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <BarChartPro
        height={180}
        xAxis={[{ ...xAxis, scaleType: 'band' }]}
        yAxis={[{ width: 48, label: 'mm' }]}
        series={[{ data: days.map((day) => day.precipitation), label: 'Precipitation (mm)', color: '#0288d1' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
