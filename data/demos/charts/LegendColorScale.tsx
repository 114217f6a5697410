import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { parisDaily2024, dayFormatter, monthFormatter } from './data/dailyWeather';

export default function LegendColorScale() {
  return (
    <LineChart
      height={280}
      xAxis={[
        {
          scaleType: 'utc',
          data: parisDaily2024.map((day) => day.date),
          valueFormatter: (date: Date, context) => (context.location === 'tick' ? monthFormatter.format(date) : dayFormatter.format(date)),
        },
      ]}
      // preview-start
      yAxis={[
        {
          width: 40,
          valueFormatter: (value: number) => `${value} °C`,
          // The line takes its color from its value…
          colorMap: { type: 'continuous', min: 0, max: 25, color: ['#2c7bb6', '#d7191c'] },
        },
      ]}
      series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Daily mean', showMark: false }]}
      // …and the legend shows the scale of the y-axis instead of the series.
      slots={{ legend: ContinuousColorLegend }}
      slotProps={{ legend: { axisDirection: 'y' } }}
      // preview-end
    />
  );
}
