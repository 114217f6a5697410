import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months } from './data/temperatures';

const singapore = cities.find((city) => city.city === 'Singapore')!;
const millimetres = (value: number | null) => (value == null ? '' : `${value} mm`);

export default function LinesArea() {
  const [area, setArea] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />} label="area" />
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 45 }]}
        series={[{ data: singapore.rainfall, label: 'Singapore, monthly rainfall', area, showMark: false, valueFormatter: millimetres }]}
      />
      {/* preview-end */}
    </Stack>
  );
}
