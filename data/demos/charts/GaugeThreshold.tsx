import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

function colorFor(value: number) {
  if (value > 90) return '#d32f2f';
  if (value > 70) return '#ed6c02';
  return '#2e7d32';
}

export default function GaugeThreshold() {
  const [cpu, setCpu] = React.useState(64);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      {/* preview-start */}
      <Gauge
        width={200}
        height={140}
        value={cpu}
        startAngle={-90}
        endAngle={90}
        innerRadius="70%"
        text={({ value }) => `${value}%`}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: colorFor(cpu) },
          [`& .${gaugeClasses.valueText}`]: { fontSize: 24, transform: 'translate(0px, -12px)' },
        }}
        aria-label="CPU load"
      />
      {/* preview-end */}
      <Slider
        value={cpu}
        onChange={(_, value) => setCpu(value as number)}
        aria-label="Simulated CPU load"
        sx={{ maxWidth: 240 }}
      />
    </Stack>
  );
}
