import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';
import { checkoutSteps } from './data/funnel';

export default function FunnelGapRadius() {
  const [gap, setGap] = React.useState(0);
  const [borderRadius, setBorderRadius] = React.useState(12);
  const [curve, setCurve] = React.useState<FunnelCurveType>('step');
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 200 }}>
          <Typography variant="body2" id="funnel-gap-label" sx={{ whiteSpace: 'nowrap' }}>
            gap: {gap}
          </Typography>
          <Slider value={gap} onChange={(_, value) => setGap(value as number)} min={0} max={20} aria-labelledby="funnel-gap-label" />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 240 }}>
          <Typography variant="body2" id="funnel-radius-label" sx={{ whiteSpace: 'nowrap' }}>
            borderRadius: {borderRadius}
          </Typography>
          <Slider value={borderRadius} onChange={(_, value) => setBorderRadius(value as number)} min={0} max={30} aria-labelledby="funnel-radius-label" />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={curve} onChange={(_, next) => next && setCurve(next)} aria-label="Curve">
          {(['step', 'linear', 'bump'] as const).map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <FunnelChart height={300} gap={gap} series={[{ curve, borderRadius, data: checkoutSteps }]} hideLegend />
      {/* preview-end */}
    </Stack>
  );
}
