import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { energyYears, electricityBySource, terawattHours } from './data/energy';

export default function BarsStacked() {
  const [stacked, setStacked] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={stacked} onChange={(event) => setStacked(event.target.checked)} />} label="Stack renewable and other sources" />
      {/* preview-start */}
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: energyYears }]}
        yAxis={[{ width: 45, label: 'TWh' }]}
        series={electricityBySource.slice(0, 6).map((source) => ({
          id: source.key,
          data: source.values,
          label: source.label,
          // Same stack id, same bar.
          stack: stacked ? (source.renewable ? 'renewable' : 'other') : undefined,
          valueFormatter: terawattHours,
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
