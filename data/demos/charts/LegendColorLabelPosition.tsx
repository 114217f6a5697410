import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';
import { countries } from './data/countries';

type Kind = 'continuous' | 'piecewise';
type Direction = 'horizontal' | 'vertical';
type LabelPosition = 'start' | 'end' | 'extremes';

function Select<T extends string>(props: { label: string; value: T; options: T[]; onChange: (value: T) => void }) {
  return (
    <TextField select size="small" label={props.label} value={props.value} onChange={(event) => props.onChange(event.target.value as T)} sx={{ minWidth: 140 }}>
      {props.options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function LegendColorLabelPosition() {
  const [kind, setKind] = React.useState<Kind>('piecewise');
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('end');
  return (
    <ChartDataProvider
      height={240}
      xAxis={[{ label: 'GDP per capita (k$)' }]}
      yAxis={[{ width: 40 }]}
      // Two color maps of life expectancy; the series uses the one the legend shows.
      zAxis={[
        { id: 'continuous', min: 60, max: 85, colorMap: { type: 'continuous', min: 60, max: 85, color: ['#fde0c5', '#8c2d04'] } },
        { id: 'piecewise', colorMap: { type: 'piecewise', thresholds: [70, 75, 80], colors: ['#fde0c5', '#f8a26b', '#e2562a', '#8c2d04'] } },
      ]}
      series={[
        {
          type: 'scatter',
          zAxisId: kind,
          data: countries.map((c) => ({ id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy, z: c.lifeExpectancy })),
        },
      ]}
    >
      <Stack spacing={1}>
        <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Select label="legend" value={kind} options={['continuous', 'piecewise']} onChange={setKind} />
          <Select label="direction" value={direction} options={['horizontal', 'vertical']} onChange={setDirection} />
          <Select label="labelPosition" value={labelPosition} options={['start', 'end', 'extremes']} onChange={setLabelPosition} />
        </Stack>
        {/* A box of fixed size, so the chart does not move when the legend changes shape. */}
        <Box sx={{ height: 130, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          {/* preview-start */}
          {kind === 'continuous' ? (
            <ContinuousColorLegend
              axisDirection="z"
              axisId="continuous"
              direction={direction}
              labelPosition={labelPosition}
              sx={direction === 'horizontal' ? { width: 240 } : { height: 110 }}
            />
          ) : (
            <PiecewiseColorLegend axisDirection="z" axisId="piecewise" direction={direction} labelPosition={labelPosition} />
          )}
          {/* preview-end */}
        </Box>
        <ChartsSurface>
          <ScatterPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
      </Stack>
    </ChartDataProvider>
  );
}
