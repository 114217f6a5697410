import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { trialSteps } from './data/funnelPipeline';
import { integer } from './data/funnel';

// A single-hue palette, darker as the funnel narrows.
const greens = ['#c8e6c9', '#a5d6a7', '#66bb6a', '#388e3c', '#1b5e20'];

// The step that keeps the smallest share of the step before: the biggest leak.
const kept = trialSteps.map((step, index) => (index === 0 ? 1 : step.value / trialSteps[index - 1].value));
const worst = kept.indexOf(Math.min(...kept));

export default function FunnelColors() {
  const [mode, setMode] = React.useState<'palette' | 'item'>('item');
  const data = trialSteps.map((step, index) => ({
    id: step.id,
    label: step.label,
    value: step.value,
    // A color on a data item wins over the palette.
    ...(mode === 'item' ? { color: index === worst ? '#d32f2f' : '#9e9e9e' } : {}),
  }));
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next) => next && setMode(next)} aria-label="Colors">
        <ToggleButton value="palette">colors prop</ToggleButton>
        <ToggleButton value="item">color per item</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <FunnelChart
        height={300}
        colors={greens}
        series={[{ data, valueFormatter: (item) => integer.format(item.value) }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
