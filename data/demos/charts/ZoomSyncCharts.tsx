import * as React from 'react';
import Stack from '@mui/material/Stack';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

const dates = parisDaily2024.map((day) => day.date);

export default function ZoomSyncCharts() {
  // preview-start
  // One state for both charts: zooming either one moves the other.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([{ axisId: 'days', start: 45, end: 60 }]);
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
        series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Mean (°C)', showMark: false }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <BarChartPro
        height={180}
        xAxis={[{ ...xAxis, scaleType: 'band' }]}
        yAxis={[{ width: 48, label: 'mm' }]}
        series={[{ data: parisDaily2024.map((day) => day.precipitation), label: 'Precipitation (mm)', color: '#0288d1' }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
