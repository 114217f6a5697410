import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { headcountByLevel } from './data/funnelPipeline';
import { integer } from './data/funnel';

export default function FunnelPyramid() {
  const [curve, setCurve] = React.useState<'pyramid' | 'step-pyramid'>('pyramid');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={curve} onChange={(_, next) => next && setCurve(next)} aria-label="Curve">
        <ToggleButton value="pyramid">pyramid</ToggleButton>
        <ToggleButton value="step-pyramid">step-pyramid</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <FunnelChart
        height={300}
        // Values grow from the first level to the last: the pyramid points up.
        series={[{ curve, data: headcountByLevel, valueFormatter: (item) => `${integer.format(item.value)} people` }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
