import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { kpis, weeks } from './data/kpis';

const conversion = kpis[2];
const refunds = kpis[3];

export default function SparklineInteraction() {
  const [showTooltip, setShowTooltip] = React.useState(true);
  const [showHighlight, setShowHighlight] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel control={<Switch checked={showTooltip} onChange={(event) => setShowTooltip(event.target.checked)} />} label="showTooltip" />
        <FormControlLabel control={<Switch checked={showHighlight} onChange={(event) => setShowHighlight(event.target.checked)} />} label="showHighlight" />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {conversion.title}, weekly
          </Typography>
          {/* preview-start */}
          <SparkLineChart
            data={conversion.values}
            height={64}
            xAxis={{ scaleType: 'point', data: weeks }}
            showTooltip={showTooltip}
            showHighlight={showHighlight}
            valueFormatter={(value) => (value == null ? '' : conversion.format(value))}
          />
          {/* preview-end */}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {refunds.title}, weekly
          </Typography>
          <SparkLineChart
            plotType="bar"
            data={refunds.values}
            height={64}
            xAxis={{ scaleType: 'band', data: weeks }}
            showTooltip={showTooltip}
            showHighlight={showHighlight}
          />
        </Box>
      </Stack>
    </Stack>
  );
}
