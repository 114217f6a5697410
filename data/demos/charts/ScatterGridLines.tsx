import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { cafeDays } from './data/scatterCafe';

const iced = cafeDays.map((row) => ({ id: row.day, x: row.temperature, y: row.iced }));

export default function ScatterGridLines() {
  const [vertical, setVertical] = React.useState(true);
  const [horizontal, setHorizontal] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />} label="vertical" />
        <FormControlLabel control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />} label="horizontal" />
      </Stack>
      <ScatterChart
        height={280}
        grid={{ vertical, horizontal }}
        xAxis={[{ label: 'Maximum temperature (°C)', min: 8, max: 32 }]}
        yAxis={[{ label: 'Iced drinks sold', width: 56 }]}
        series={[{ label: 'Iced drinks', data: iced, markerSize: 3 }]}
        hideLegend
      />
    </Stack>
  );
}
