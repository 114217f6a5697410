import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './data/countries';

export default function AxisGrid() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(event) => setHorizontal(event.target.checked)} />}
          label="horizontal"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(event) => setVertical(event.target.checked)} />}
          label="vertical"
        />
      </Stack>
      {/* preview-start */}
      <ScatterChart
        height={300}
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'GDP per capita (k$)' }]}
        yAxis={[{ label: 'Life expectancy (years)', width: 60 }]}
        series={[{ data: countries.map((c) => ({ id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy })), label: 'Countries' }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
