import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { dealStages } from './data/funnelPipeline';

export default function FunnelVariant() {
  return (
    <Stack direction="row" spacing={2}>
      {(['filled', 'outlined'] as const).map((variant) => (
        <Stack key={variant} spacing={1} sx={{ flex: 1, minWidth: 0, alignItems: 'center' }}>
          <Typography variant="body2">variant: '{variant}'</Typography>
          {/* preview-start */}
          <FunnelChart height={260} series={[{ variant, data: dealStages }]} hideLegend />
          {/* preview-end */}
        </Stack>
      ))}
    </Stack>
  );
}
