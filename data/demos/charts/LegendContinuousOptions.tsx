import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';
import { parisDaily2024, monthFormatter } from './data/dailyWeather';

export default function LegendContinuousOptions() {
  const [thickness, setThickness] = React.useState(12);
  const [width, setWidth] = React.useState(60);
  const [reverse, setReverse] = React.useState(false);
  const [words, setWords] = React.useState(true);
  return (
    <ChartDataProvider
      height={240}
      xAxis={[{ scaleType: 'utc', data: parisDaily2024.map((day) => day.date), valueFormatter: (date: Date) => monthFormatter.format(date) }]}
      yAxis={[{ width: 40, colorMap: { type: 'continuous', min: 0, max: 25, color: ['#4575b4', '#d73027'] } }]}
      series={[{ type: 'line', data: parisDaily2024.map((day) => day.temperature), showMark: false }]}
    >
      <Stack spacing={1}>
        <Stack useFlexGap direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Stack sx={{ width: 160 }}>
            <Typography variant="body2" id="legend-thickness">
              thickness: {thickness}
            </Typography>
            <Slider size="small" value={thickness} onChange={(_, value) => setThickness(value as number)} min={4} max={24} aria-labelledby="legend-thickness" />
          </Stack>
          <Stack sx={{ width: 160 }}>
            <Typography variant="body2" id="legend-width">
              width: {width}%
            </Typography>
            <Slider size="small" value={width} onChange={(_, value) => setWidth(value as number)} min={20} max={100} aria-labelledby="legend-width" />
          </Stack>
          <FormControlLabel control={<Switch checked={reverse} onChange={(event) => setReverse(event.target.checked)} />} label="reverse" />
          <FormControlLabel control={<Switch checked={words} onChange={(event) => setWords(event.target.checked)} />} label="Labels in words" />
        </Stack>
        <Box sx={{ height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {/* preview-start */}
          <ContinuousColorLegend
            axisDirection="y"
            thickness={thickness}
            reverse={reverse}
            minLabel={words ? 'Cold' : ({ formattedValue }) => `${formattedValue} °C`}
            maxLabel={words ? 'Warm' : ({ formattedValue }) => `${formattedValue} °C`}
            sx={{ width: `${width}%` }}
          />
          {/* preview-end */}
        </Box>
        <ChartsSurface>
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
    </ChartDataProvider>
  );
}
