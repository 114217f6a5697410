import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { hiringStages, integer } from './data/funnel';

export default function FunnelLegend() {
  const [hideLegend, setHideLegend] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />} label="hideLegend" />
      {/* preview-start */}
      <FunnelChart
        height={280}
        // One legend item per section: its label and color.
        series={[{ data: hiringStages, valueFormatter: (item) => integer.format(item.value) }]}
        hideLegend={hideLegend}
      />
      {/* preview-end */}
    </Stack>
  );
}
