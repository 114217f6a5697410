import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

// July and August 2024 in Paris, with the 25 °C heat-alert level.
const summer = parisDaily2024.filter((day) => day.date.getUTCMonth() === 6 || day.date.getUTCMonth() === 7);

export default function ThresholdLine() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'utc', data: summer.map((day) => day.date), valueFormatter: (date: Date) => dayFormatter.format(date) }]}
      yAxis={[{ width: 40, colorMap: { type: 'piecewise', thresholds: [25], colors: ['#1976d2', '#d32f2f'] } }]}
      series={[
        {
          data: summer.map((day) => day.temperature),
          label: 'Daily mean (°C)',
          showMark: false,
          valueFormatter: (value) => `${value} °C`,
        },
      ]}
      hideLegend
    >
      <ChartsReferenceLine y={25} label="Heat alert" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
    </LineChart>
  );
}
