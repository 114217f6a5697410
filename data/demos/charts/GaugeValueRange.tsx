import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Gauge } from '@mui/x-charts/Gauge';

// Three readings, three ranges: the arc shows where each value sits between valueMin and valueMax.
const readings = [
  { id: 'fridge', title: 'Fridge', value: 4, valueMin: -2, valueMax: 12, unit: '°C' },
  { id: 'oven', title: 'Oven', value: 180, valueMin: 50, valueMax: 250, unit: '°C' },
  { id: 'freezer', title: 'Freezer', value: -19, valueMin: -30, valueMax: 0, unit: '°C' },
];

export default function GaugeValueRange() {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {readings.map((reading) => (
        <Stack key={reading.id} sx={{ alignItems: 'center' }}>
          <Typography variant="subtitle2" id={`gauge-range-${reading.id}`}>
            {reading.title}
          </Typography>
          {/* preview-start */}
          <Gauge
            width={150}
            height={120}
            value={reading.value}
            valueMin={reading.valueMin}
            valueMax={reading.valueMax}
            startAngle={-100}
            endAngle={100}
            text={({ value, valueMin, valueMax }) => `${value} ${reading.unit}\n${valueMin} to ${valueMax}`}
            aria-labelledby={`gauge-range-${reading.id}`}
            aria-valuetext={`${reading.value} degrees Celsius`}
          />
          {/* preview-end */}
        </Stack>
      ))}
    </Stack>
  );
}
