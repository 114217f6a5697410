import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly humidity from a greenhouse sensor; the sensor dropped out at 05:00 and from 13:00 to 15:00.
const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const humidity: (number | null)[] = [
  82, 83, 84, 85, 85, null, 86, 84, 80, 75, 71, 68, 66, null, null, null, 63, 65, 68, 71, 74, 77, 79, 81,
];

export default function LineDemoConnectNulls() {
  const [connectNulls, setConnectNulls] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={connectNulls} onChange={(event) => setConnectNulls(event.target.checked)} />} label="connectNulls" />
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: hours, tickInterval: (_, index) => index % 3 === 0 }]}
        yAxis={[{ min: 50, max: 100, width: 50, valueFormatter: (value: number) => `${value}%` }]}
        series={[
          {
            data: humidity,
            label: 'Relative humidity',
            area: true,
            connectNulls,
            valueFormatter: (value) => (value == null ? 'no reading' : `${value}%`),
          },
        ]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
