import * as React from 'react';
import { ChartContainerPro } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartZoomSlider } from '@mui/x-charts-pro/ChartZoomSlider';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

const clipPathId = 'zoom-slider-composed-clip';
// The first half of 2024.
const days = parisDaily2024.slice(0, 182);

export default function ZoomSliderComposed() {
  return (
    // preview-start
    <ChartContainerPro
      height={320}
      xAxis={[
        {
          id: 'days',
          scaleType: 'band',
          data: days.map((day) => day.date),
          valueFormatter: (date: Date) => dayFormatter.format(date),
          zoom: { slider: { enabled: true } },
        },
      ]}
      yAxis={[
        { id: 'rain', width: 40, label: 'mm' },
        { id: 'temperature', position: 'right', width: 40, label: '°C' },
      ]}
      series={[
        { type: 'bar', yAxisId: 'rain', data: days.map((day) => day.precipitation), label: 'Precipitation (mm)' },
        { type: 'line', yAxisId: 'temperature', data: days.map((day) => day.temperature), label: 'Mean (°C)', color: '#e65100' },
      ]}
      initialZoom={[{ axisId: 'days', start: 0, end: 40 }]}
    >
      <g clipPath={`url(#${clipPathId})`}>
        <BarPlot />
        <LinePlot />
      </g>
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temperature" />
      <ChartsAxisHighlight x="band" />
      <ChartZoomSlider />
      <ChartsClipPath id={clipPathId} />
      <ChartsTooltip />
    </ChartContainerPro>
    // preview-end
  );
}
