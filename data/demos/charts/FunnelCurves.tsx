import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart, type FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';
import { hiringStages, integer } from './data/funnel';

const curves: FunnelCurveType[] = ['linear', 'step', 'bump', 'pyramid', 'step-pyramid'];

export default function FunnelCurves() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('bump');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_, next) => next && setCurve(next)}
        aria-label="Curve"
        sx={{ flexWrap: 'wrap' }}
      >
        {curves.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <FunnelChart
        height={280}
        gap={4}
        series={[
          {
            layout: 'horizontal',
            curve,
            variant: 'outlined',
            data: hiringStages,
            valueFormatter: (item) => integer.format(item.value),
          },
        ]}
      />
      {/* preview-end */}
    </Stack>
  );
}
