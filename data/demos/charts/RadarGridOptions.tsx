import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

type Stripes = 'default' | 'none' | 'custom';
const stripeOptions = {
  default: undefined,
  none: null,
  // Every other band in a pale blue.
  custom: (index: number) => (index % 2 === 0 ? 'rgba(33, 150, 243, 0.12)' : 'none'),
};

export default function RadarGridOptions() {
  const [startAngle, setStartAngle] = React.useState(30);
  const [divisions, setDivisions] = React.useState(5);
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('circular');
  const [stripes, setStripes] = React.useState<Stripes>('custom');
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Stack sx={{ width: 160 }}>
          <Typography variant="body2" id="radar-angle">
            startAngle: {startAngle}°
          </Typography>
          <Slider size="small" value={startAngle} onChange={(_, value) => setStartAngle(value as number)} min={0} max={60} aria-labelledby="radar-angle" />
        </Stack>
        <Stack sx={{ width: 140 }}>
          <Typography variant="body2" id="radar-divisions">
            divisions: {divisions}
          </Typography>
          <Slider size="small" value={divisions} onChange={(_, value) => setDivisions(value as number)} min={1} max={10} aria-labelledby="radar-divisions" />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={shape} onChange={(_, next) => next && setShape(next)} aria-label="shape">
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={stripes} onChange={(_, next) => next && setStripes(next)} aria-label="stripeColor">
          <ToggleButton value="default">default stripes</ToggleButton>
          <ToggleButton value="none">null</ToggleButton>
          <ToggleButton value="custom">custom</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <RadarChart
        height={320}
        radar={{ max: 10, metrics: laptopCriteria, startAngle }}
        divisions={divisions}
        shape={shape}
        stripeColor={stripeOptions[stripes]}
        series={laptops.slice(0, 2).map((laptop) => ({ label: laptop.label, data: laptop.scores, valueFormatter: score }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
