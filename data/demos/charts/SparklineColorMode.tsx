import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { ChartsColor } from '@mui/x-charts/colorPalettes';
import { kpis } from './data/kpis';

const revenue = kpis[0];

// preview-start
const variants: { title: string; color: ChartsColor | undefined }[] = [
  { title: 'No color: the palette’s first', color: undefined },
  { title: "color: '#2e7d32'", color: '#2e7d32' },
  // A function of the mode: near-black on the light background, near-white on the dark one.
  { title: 'color: (mode) => …', color: (mode) => (mode === 'dark' ? '#f5f5f5' : '#212121') },
];
// preview-end

export default function SparklineColorMode() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant.title} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 220, flexShrink: 0, fontFamily: 'monospace', fontSize: 13 }}>
            {variant.title}
          </Typography>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* preview-start */}
            <SparkLineChart data={revenue.values} height={48} color={variant.color} area curve="natural" />
            {/* preview-end */}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
