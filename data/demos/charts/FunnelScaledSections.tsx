import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { dealStages } from './data/funnelPipeline';

export default function FunnelScaledSections() {
  const [scaleType, setScaleType] = React.useState<'band' | 'linear'>('linear');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={scaleType} onChange={(_, next) => next && setScaleType(next)} aria-label="Category axis scale">
        <ToggleButton value="band">band</ToggleButton>
        <ToggleButton value="linear">linear</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <FunnelChart
        height={320}
        categoryAxis={{ scaleType, categories: dealStages.map((stage) => stage.label), position: 'left', size: 110 }}
        series={[{ data: dealStages }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
