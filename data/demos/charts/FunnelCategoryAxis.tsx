import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { trialSteps } from './data/funnelPipeline';
import { integer } from './data/funnel';

type Side = 'left' | 'right' | 'none';

export default function FunnelCategoryAxis() {
  const [position, setPosition] = React.useState<Side>('left');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={position} onChange={(_, next) => next && setPosition(next)} aria-label="Category axis position">
        <ToggleButton value="left">left</ToggleButton>
        <ToggleButton value="right">right</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <FunnelChart
        height={300}
        categoryAxis={{ categories: trialSteps.map((step) => step.label), position, size: 170, disableTicks: true }}
        series={[{ data: trialSteps, valueFormatter: (item) => integer.format(item.value) }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
