import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

export default function LegendPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [direction, setDirection] = React.useState<'vertical' | 'horizontal'>('vertical');
  return (
    <Stack spacing={2}>
      <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label="position.vertical" value={vertical} onChange={(event) => setVertical(event.target.value as Vertical)} sx={{ minWidth: 140 }}>
          {['top', 'middle', 'bottom'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="position.horizontal" value={horizontal} onChange={(event) => setHorizontal(event.target.value as Horizontal)} sx={{ minWidth: 140 }}>
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="direction" value={direction} onChange={(event) => setDirection(event.target.value as 'vertical' | 'horizontal')} sx={{ minWidth: 140 }}>
          {['vertical', 'horizontal'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={cities.slice(0, 3).map((city) => ({ data: city.temperature, label: city.city, valueFormatter: celsius }))}
        slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
      />
      {/* preview-end */}
    </Stack>
  );
}
