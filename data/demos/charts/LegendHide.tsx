import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';
import { desktopBrowsers, percent } from './data/marketShare';

export default function LegendHide() {
  const [hideLegend, setHideLegend] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={hideLegend} onChange={(event) => setHideLegend(event.target.checked)} />} label="hideLegend" />
      {/* preview-start */}
      <PieChart
        height={260}
        series={[
          {
            data: desktopBrowsers,
            valueFormatter: (item) => percent(item.value),
            // With the legend hidden, the arcs carry the names.
            arcLabel: hideLegend ? (item) => item.label ?? '' : undefined,
            arcLabelMinAngle: 20,
          },
        ]}
        hideLegend={hideLegend}
      />
      {/* preview-end */}
    </Stack>
  );
}
