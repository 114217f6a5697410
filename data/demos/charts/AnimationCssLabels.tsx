import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { deviceTraffic } from './data/marketShare';

export default function AnimationCssLabels() {
  const [duration, setDuration] = React.useState('1500ms');
  // A new key mounts a new chart, which plays the entrance animation again.
  const [run, setRun] = React.useState(0);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={duration} onChange={(_, next) => next !== null && setDuration(next)} aria-label="Label fade duration">
          <ToggleButton value="300ms">300 ms (default)</ToggleButton>
          <ToggleButton value="1500ms">1500 ms</ToggleButton>
          <ToggleButton value="3000ms">3000 ms</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setRun((value) => value + 1)}>
          Replay
        </Button>
      </Stack>
      {/* preview-start */}
      <PieChart
        key={run}
        height={240}
        series={[{ data: deviceTraffic, innerRadius: 50, arcLabel: (item) => `${item.value}%`, arcLabelMinAngle: 20 }]}
        sx={{
          // The labels fade in with a CSS animation; only its duration and easing change here.
          [`& .${pieArcLabelClasses.root}.${pieArcLabelClasses.animate}`]: {
            animationDuration: duration,
            animationTimingFunction: 'ease-in',
            fontWeight: 700,
          },
        }}
      />
      {/* preview-end */}
    </Stack>
  );
}
