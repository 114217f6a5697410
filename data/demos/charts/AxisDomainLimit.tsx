import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
// Monthly operating result of a small bakery chain, in thousands of euros: from -13 to 87.
const result = [-13, -6, 8, 21, 34, 52, 71, 87, 45, 18, 29, 64];

type Mode = 'nice' | 'strict' | 'headroom';

// Adds 10% of the data's span above the highest bar and below the lowest one.
const headroom = (min: number, max: number) => {
  const pad = (max - min) * 0.1;
  return { min: min - pad, max: max + pad };
};

export default function AxisDomainLimit() {
  const [mode, setMode] = React.useState<Mode>('nice');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next) => next && setMode(next)} aria-label="domainLimit">
        <ToggleButton value="nice">'nice'</ToggleButton>
        <ToggleButton value="strict">'strict'</ToggleButton>
        <ToggleButton value="headroom">function</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ domainLimit: mode === 'headroom' ? headroom : mode, width: 40 }]}
        series={[{ data: result, label: 'Operating result (k€)' }]}
        grid={{ horizontal: true }}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
