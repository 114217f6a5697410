import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { PieChart } from '@mui/x-charts/PieChart';
import { desktopBrowsers, percent } from './data/marketShare';

// A palette of blues for every slice; the "Other" slice keeps a neutral grey of its own.
const blues = ['#0d47a1', '#1565c0', '#1e88e5', '#42a5f5', '#90caf9'];

export default function PieColorSources() {
  const [greyOther, setGreyOther] = React.useState(true);
  const data = desktopBrowsers.map((item) => (greyOther && item.id === 'other' ? { ...item, color: '#9e9e9e' } : item));
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={greyOther} onChange={(event) => setGreyOther(event.target.checked)} />} label="color on the “Other” item" />
      {/* preview-start */}
      <PieChart
        height={240}
        colors={blues}
        series={[{ data, innerRadius: 40, valueFormatter: (item) => percent(item.value) }]}
      />
      {/* preview-end */}
    </Stack>
  );
}
