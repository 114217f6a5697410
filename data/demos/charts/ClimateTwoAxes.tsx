import * as React from 'react';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { cities, months, celsius } from './data/temperatures';

const lisbon = cities.find((city) => city.city === 'Lisbon')!;

export default function ClimateTwoAxes() {
  return (
    // preview-start
    <ChartContainer
      height={300}
      margin={{ left: 8, right: 8 }}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', label: 'Rainfall (mm)', width: 56 },
        { id: 'temp', label: 'Temperature (°C)', position: 'right', width: 56 },
      ]}
      series={[
        { type: 'bar', data: lisbon.rainfall, yAxisId: 'rain', label: 'Rainfall', color: '#64a7e6', valueFormatter: (v) => `${v} mm` },
        { type: 'line', data: lisbon.temperature, yAxisId: 'temp', label: 'Temperature', color: '#e0581f', valueFormatter: celsius },
      ]}
    >
      <BarPlot />
      <LinePlot />
      <MarkPlot />
      <ChartsXAxis />
      <ChartsYAxis axisId="rain" />
      <ChartsYAxis axisId="temp" />
      <ChartsAxisHighlight x="band" />
      <ChartsTooltip />
    </ChartContainer>
    // preview-end
  );
}
