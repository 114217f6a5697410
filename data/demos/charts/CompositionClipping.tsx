import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';
import { cities, months, celsius } from './data/temperatures';

const singapore = cities.find((city) => city.city === 'Singapore')!;

export default function CompositionClipping() {
  const [clip, setClip] = React.useState(true);
  // preview-start
  // A unique id per chart: two charts with the same clip-path id on one page would share one definition.
  const clipPathId = `${React.useId()}-clip-path`;
  // preview-end
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />} label="Clip to the drawing area" />
      {/* preview-start */}
      <ChartContainer
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        // A y range narrower than the data: the warm months go past the top of the plot.
        yAxis={[{ width: 50, min: 26.5, max: 28, label: '°C' }]}
        series={[{ type: 'line', data: singapore.temperature, label: 'Singapore', valueFormatter: celsius }]}
      >
        <g clipPath={clip ? `url(#${clipPathId})` : undefined}>
          <LinePlot />
          <MarkPlot />
        </g>
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsClipPath id={clipPathId} />
      </ChartContainer>
      {/* preview-end */}
    </Stack>
  );
}
