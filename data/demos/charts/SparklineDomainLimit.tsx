import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { YAxis } from '@mui/x-charts/models';

// A start-up's monthly net cash flow, in thousands: from -14 to 87.
const cashFlow = [-14, -6, 3, 12, 9, 21, 34, 30, 48, 61, 55, 87];

// preview-start
const variants: { title: string; yAxis: YAxis | undefined }[] = [
  { title: "Default ('nice')", yAxis: undefined },
  { title: "domainLimit: 'strict'", yAxis: { domainLimit: 'strict' } },
  { title: 'domainLimit: padded function', yAxis: { domainLimit: (min, max) => ({ min: min - 25, max: max + 25 }) } },
  { title: 'min: -100, max: 100', yAxis: { min: -100, max: 100 } },
];
// preview-end

export default function SparklineDomainLimit() {
  return (
    <Stack spacing={1}>
      {variants.map((variant) => (
        <Stack key={variant.title} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 220, flexShrink: 0, fontFamily: 'monospace', fontSize: 13 }}>
            {variant.title}
          </Typography>
          <Box sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'action.hover', borderRadius: 1 }}>
            {/* preview-start */}
            <SparkLineChart data={cashFlow} height={48} yAxis={variant.yAxis} area />
            {/* preview-end */}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
