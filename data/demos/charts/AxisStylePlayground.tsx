import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

const lisbon = cities.find((city) => city.city === 'Lisbon')!;

export default function AxisStylePlayground() {
  const [disableLine, setDisableLine] = React.useState(false);
  const [disableTicks, setDisableTicks] = React.useState(false);
  const [tickSize, setTickSize] = React.useState(6);
  const [angle, setAngle] = React.useState(-45);
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <FormControlLabel control={<Switch checked={disableLine} onChange={(event) => setDisableLine(event.target.checked)} />} label="disableLine" />
        <FormControlLabel control={<Switch checked={disableTicks} onChange={(event) => setDisableTicks(event.target.checked)} />} label="disableTicks" />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 220 }}>
          <Typography variant="body2" id="tick-size-label" sx={{ whiteSpace: 'nowrap' }}>
            tickSize: {tickSize}
          </Typography>
          <Slider value={tickSize} onChange={(_, value) => setTickSize(value as number)} min={0} max={16} disabled={disableTicks} aria-labelledby="tick-size-label" />
        </Stack>
        <TextField select size="small" label="tickLabelStyle.angle" value={angle} onChange={(event) => setAngle(Number(event.target.value))} sx={{ minWidth: 170 }}>
          {[-90, -45, -20, 0, 20, 45, 90].map((value) => (
            <MenuItem key={value} value={value}>
              {value}°
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'point',
            data: months,
            label: 'Month',
            height: 70,
            disableLine,
            disableTicks,
            tickSize,
            tickLabelStyle: { angle, fontSize: 13 },
            labelStyle: { fontWeight: 700 },
          },
        ]}
        yAxis={[{ label: '°C', width: 50, disableLine, disableTicks, tickSize }]}
        series={[{ data: lisbon.temperature, label: 'Lisbon', valueFormatter: celsius }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
