import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

export default function RadarSeriesOptions() {
  const [fillArea, setFillArea] = React.useState(true);
  const [hideMark, setHideMark] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel control={<Switch checked={fillArea} onChange={(event) => setFillArea(event.target.checked)} />} label="fillArea" />
        <FormControlLabel control={<Switch checked={hideMark} onChange={(event) => setHideMark(event.target.checked)} />} label="hideMark" />
      </Stack>
      {/* preview-start */}
      <RadarChart
        height={320}
        radar={{ max: 10, metrics: laptopCriteria }}
        series={laptops.slice(0, 2).map((laptop) => ({ label: laptop.label, data: laptop.scores, valueFormatter: score, fillArea, hideMark }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
