import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { kpis } from './data/kpis';

const orders = kpis[1];
type Curve = 'linear' | 'natural' | 'step' | 'monotoneX';

export default function SparklineAreaCurve() {
  const [curve, setCurve] = React.useState<Curve>('natural');
  const [area, setArea] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={curve} onChange={(_, next) => next !== null && setCurve(next)} aria-label="curve">
          {(['linear', 'natural', 'monotoneX', 'step'] as const).map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={area} onChange={(event) => setArea(event.target.checked)} />} label="area" />
      </Stack>
      {/* preview-start */}
      <SparkLineChart data={orders.values} height={80} curve={curve} area={area} />
      {/* preview-end */}
    </Stack>
  );
}
