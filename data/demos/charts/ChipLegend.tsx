import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useLegend } from '@mui/x-charts/hooks';
import { energyYears, electricityBySource, terawattHours } from './data/energy';

/** The legend items as chips, with the renewable sources marked. */
function ChipsLegend() {
  const { items } = useLegend();
  return (
    <Stack direction="row" component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap', gap: 1 }}>
      {items.map((item) => {
        const source = electricityBySource.find((entry) => entry.key === item.seriesId);
        return (
          <li key={item.id}>
            <Chip
              size="small"
              variant={source?.renewable ? 'filled' : 'outlined'}
              label={item.label}
              icon={<Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: item.color, ml: '8px !important' }} />}
            />
          </li>
        );
      })}
    </Stack>
  );
}

export default function ChipLegend() {
  return (
    <ChartDataProvider
      height={280}
      xAxis={[{ scaleType: 'point', data: energyYears, valueFormatter: (year: number) => String(year) }]}
      yAxis={[{ width: 48 }]}
      series={electricityBySource.map((source) => ({
        type: 'line' as const,
        id: source.key,
        label: source.label,
        data: source.values,
        area: true,
        stack: 'all',
        valueFormatter: terawattHours,
      }))}
    >
      <Stack spacing={1}>
        <ChipsLegend />
        <ChartsSurface>
          <AreaPlot />
          <LinePlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
        <ChartsTooltip />
      </Stack>
    </ChartDataProvider>
  );
}
