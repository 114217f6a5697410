import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const matchdays = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
// League position of three clubs after each matchday (1 = top of the table).
const clubs = [
  { label: 'Harbour United', data: [4, 2, 1, 1, 2, 1, 1, 1, 2, 1] },
  { label: 'Northside Rovers', data: [1, 1, 3, 2, 1, 2, 3, 2, 1, 2] },
  { label: 'Valley Athletic', data: [7, 5, 4, 5, 4, 3, 2, 3, 3, 3] },
];

export default function AxisReverse() {
  const [reverseY, setReverseY] = React.useState(true);
  const [reverseX, setReverseX] = React.useState(false);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <FormControlLabel
          control={<Switch checked={reverseY} onChange={(event) => setReverseY(event.target.checked)} />}
          label="y-axis reverse"
        />
        <FormControlLabel
          control={<Switch checked={reverseX} onChange={(event) => setReverseX(event.target.checked)} />}
          label="x-axis reverse"
        />
      </Stack>
      {/* preview-start */}
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: matchdays, label: 'Matchday', reverse: reverseX }]}
        yAxis={[{ label: 'Position', min: 1, max: 8, tickInterval: [1, 2, 3, 4, 5, 6, 7, 8], reverse: reverseY, width: 50 }]}
        series={clubs.map((club) => ({ ...club, curve: 'linear' }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
