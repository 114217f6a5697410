import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { kpis, weeks } from './data/kpis';

const revenue = kpis[0];
const refunds = kpis[3];

export default function SparklineLineAndBar() {
  return (
    <Stack spacing={2}>
      {[
        { kpi: revenue, plotType: 'line' as const },
        { kpi: refunds, plotType: 'bar' as const },
      ].map(({ kpi, plotType }) => (
        <Stack key={kpi.id} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 120, flexShrink: 0 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {kpi.title}
            </Typography>
            <Typography variant="h6" component="div">
              {kpi.format(kpi.values[kpi.values.length - 1])}
            </Typography>
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* preview-start */}
            <SparkLineChart
              plotType={plotType}
              data={kpi.values}
              xAxis={{ scaleType: 'band', data: weeks }}
              height={56}
              area={plotType === 'line'}
              curve="natural"
              showTooltip
              showHighlight
              valueFormatter={(value) => (value == null ? '' : kpi.format(value))}
            />
            {/* preview-end */}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
