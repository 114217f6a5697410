import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { energyYears, electricityBySource, terawattHours } from './data/energy';

const renewables = electricityBySource.filter((source) => source.renewable);

export default function LinesStacked() {
  const [stacked, setStacked] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />} label="stack: 'renewables'" />
      {/* preview-start */}
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: energyYears }]}
        yAxis={[{ width: 45, label: 'TWh' }]}
        series={renewables.map((source) => ({
          id: source.key,
          data: source.values,
          label: source.label,
          // Stacked: each area starts where the one below ends, and the top line is the total.
          stack: stacked ? 'renewables' : undefined,
          area: stacked,
          showMark: false,
          valueFormatter: terawattHours,
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
