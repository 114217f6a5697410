import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function AnimationReplay() {
  const [quarter, setQuarter] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  const sorted = [...revenueByRegion].sort((a, b) => b.values[quarter] - a.values[quarter]);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={quarter} onChange={(_, next) => next !== null && setQuarter(next)} aria-label="Quarter">
          {quarters.map((label, index) => (
            <ToggleButton key={label} value={index}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />} label="skipAnimation" />
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        skipAnimation={skipAnimation}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: sorted.map((row) => row.region), width: 100 }]}
        xAxis={[{ min: 0, max: 500, valueFormatter: (value: number) => formatThousands(value) }]}
        series={[{ id: 'revenue', data: sorted.map((row) => row.values[quarter]), label: `Revenue ${quarters[quarter]}`, valueFormatter: formatThousands }]}
        barLabel={(item) => formatThousands(item.value)}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
