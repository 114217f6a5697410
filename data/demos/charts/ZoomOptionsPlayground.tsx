import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

function Knob(props: { label: string; value: number; min: number; max: number; onChange: (value: number) => void }) {
  const id = `zoom-option-${props.label}`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" id={id} sx={{ width: 110, flexShrink: 0, fontFamily: 'monospace', fontSize: 13 }}>
        {props.label}: {props.value}
      </Typography>
      <Slider size="small" min={props.min} max={props.max} value={props.value} onChange={(_, value) => props.onChange(value as number)} aria-labelledby={id} />
    </Stack>
  );
}

export default function ZoomOptionsPlayground() {
  const [minSpan, setMinSpan] = React.useState(5);
  const [maxSpan, setMaxSpan] = React.useState(50);
  const [step, setStep] = React.useState(5);
  const [panning, setPanning] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
        <Knob label="minSpan" value={minSpan} min={1} max={50} onChange={setMinSpan} />
        <Knob label="maxSpan" value={maxSpan} min={50} max={100} onChange={setMaxSpan} />
        <Knob label="step" value={step} min={1} max={30} onChange={setStep} />
        <FormControlLabel control={<Switch checked={panning} onChange={(event) => setPanning(event.target.checked)} />} label="panning" />
      </Box>
      {/* preview-start */}
      <LineChartPro
        height={280}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: parisDaily2024.map((day) => day.date),
            valueFormatter: (date: Date) => dayFormatter.format(date),
            zoom: { minSpan, maxSpan, step, panning },
          },
        ]}
        yAxis={[{ width: 40, label: 'mm' }]}
        series={[{ data: parisDaily2024.map((day) => day.precipitation), label: 'Precipitation (mm)', area: true, showMark: false }]}
        initialZoom={[{ axisId: 'days', start: 0, end: 30 }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
