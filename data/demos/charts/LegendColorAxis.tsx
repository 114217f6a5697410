import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { cities, months, celsius } from './data/temperatures';

const lisbon = cities.find((city) => city.city === 'Lisbon')!;

export default function LegendColorAxis() {
  const [axisId, setAxisId] = React.useState<'rain' | 'temperature'>('rain');
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'band', data: months }]}
      yAxis={[
        {
          id: 'rain',
          position: 'left',
          width: 60,
          valueFormatter: (value: number) => `${value} mm`,
          colorMap: { type: 'piecewise', thresholds: [30, 90], colors: ['#e6b86a', '#9ecae1', '#3182bd'] },
        },
        {
          id: 'temperature',
          position: 'right',
          width: 55,
          min: 0,
          max: 30,
          valueFormatter: (value: number) => `${value} °C`,
          colorMap: { type: 'continuous', min: 10, max: 25, color: ['#fdae61', '#a50026'] },
        },
      ]}
      series={[
        { type: 'bar', yAxisId: 'rain', data: lisbon.rainfall, label: 'Rainfall', valueFormatter: (v) => `${v} mm` },
        { type: 'line', yAxisId: 'temperature', data: lisbon.temperature, label: 'Temperature', valueFormatter: celsius },
      ]}
    >
      <Stack spacing={1}>
        <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <ToggleButtonGroup size="small" exclusive value={axisId} onChange={(_, next) => next && setAxisId(next)} aria-label="Legend axis">
            <ToggleButton value="rain">axisId: 'rain'</ToggleButton>
            <ToggleButton value="temperature">axisId: 'temperature'</ToggleButton>
          </ToggleButtonGroup>
          {/* preview-start */}
          {axisId === 'rain' ? (
            <PiecewiseColorLegend axisDirection="y" axisId="rain" />
          ) : (
            <ContinuousColorLegend axisDirection="y" axisId="temperature" sx={{ width: 220 }} />
          )}
          {/* preview-end */}
        </Stack>
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis axisId="rain" />
          <ChartsYAxis axisId="temperature" />
        </ChartsSurface>
        <ChartsTooltip trigger="axis" />
      </Stack>
    </ChartDataProvider>
  );
}
