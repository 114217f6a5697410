import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';
import { shipmentYears, smartphoneVendors, percent } from './data/marketShare';

export default function PieAnimationSkip() {
  const [year, setYear] = React.useState(0);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  // Stable ids per vendor: the slices are matched between years and move instead of being redrawn.
  const data = smartphoneVendors.map((row) => ({ id: row.vendor, label: row.vendor, value: row.share[year] }));
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={year} onChange={(_, next) => next !== null && setYear(next)} aria-label="Year">
          {shipmentYears.map((label, index) => (
            <ToggleButton key={label} value={index}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />} label="skipAnimation" />
      </Stack>
      {/* preview-start */}
      <PieChart
        height={240}
        skipAnimation={skipAnimation}
        series={[{ data, innerRadius: 50, paddingAngle: 1, cornerRadius: 3, arcLabel: 'formattedValue', arcLabelMinAngle: 25, valueFormatter: (item) => percent(item.value) }]}
      />
      {/* preview-end */}
    </Stack>
  );
}
