import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

function Knob(props: { label: string; value: number; min: number; max: number; unit: string; onChange: (value: number) => void }) {
  const id = `gauge-arc-${props.label}`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" id={id} sx={{ width: 150, flexShrink: 0, fontFamily: 'monospace', fontSize: 13 }}>
        {props.label}: {props.value}
        {props.unit}
      </Typography>
      <Slider size="small" min={props.min} max={props.max} value={props.value} onChange={(_, value) => props.onChange(value as number)} aria-labelledby={id} />
    </Stack>
  );
}

export default function GaugeArcControls() {
  const [startAngle, setStartAngle] = React.useState(-110);
  const [endAngle, setEndAngle] = React.useState(110);
  const [innerRadius, setInnerRadius] = React.useState(75);
  const [outerRadius, setOuterRadius] = React.useState(100);
  const [cornerRadius, setCornerRadius] = React.useState(50);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
      <Box sx={{ flex: 1, width: '100%' }}>
        <Knob label="startAngle" value={startAngle} min={-180} max={0} unit="°" onChange={setStartAngle} />
        <Knob label="endAngle" value={endAngle} min={0} max={180} unit="°" onChange={setEndAngle} />
        <Knob label="innerRadius" value={innerRadius} min={0} max={100} unit="%" onChange={setInnerRadius} />
        <Knob label="outerRadius" value={outerRadius} min={20} max={100} unit="%" onChange={setOuterRadius} />
        <Knob label="cornerRadius" value={cornerRadius} min={0} max={50} unit="%" onChange={setCornerRadius} />
      </Box>
      {/* preview-start */}
      <Gauge
        width={220}
        height={200}
        value={64}
        startAngle={startAngle}
        endAngle={endAngle}
        innerRadius={`${innerRadius}%`}
        outerRadius={`${outerRadius}%`}
        cornerRadius={`${cornerRadius}%`}
        aria-label="Battery charge, percent"
      />
      {/* preview-end */}
    </Stack>
  );
}
