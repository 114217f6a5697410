import * as React from 'react';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

export default function ZoomSliderBars() {
  return (
    <BarChartPro
      height={340}
      xAxis={[
        {
          id: 'days',
          scaleType: 'band',
          data: parisDaily2024.map((day) => day.date),
          valueFormatter: (date: Date) => dayFormatter.format(date),
          zoom: { minSpan: 5, maxSpan: 50, slider: { enabled: true, showTooltip: 'hover' } },
        },
      ]}
      yAxis={[{ width: 40, label: 'mm' }]}
      series={[{ data: parisDaily2024.map((day) => day.precipitation), label: 'Precipitation (mm)', color: '#4f8fd6' }]}
      initialZoom={[{ axisId: 'days', start: 40, end: 55 }]}
      hideLegend
    />
  );
}
