import * as React from 'react';
import Stack from '@mui/material/Stack';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function StorageGauge() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      <Gauge width={160} height={160} value={72} aria-label="Disk space used, percent" />
      <Gauge
        width={160}
        height={160}
        value={72}
        valueMax={128}
        startAngle={-110}
        endAngle={110}
        innerRadius="72%"
        cornerRadius="50%"
        text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
        sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 16 } }}
        aria-label="Storage used, gigabytes"
      />
    </Stack>
  );
}
