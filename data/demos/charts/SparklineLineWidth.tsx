import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { lineElementClasses } from '@mui/x-charts/LineChart';

// Server load in percent, every 5 minutes: it touches 0 and 100, the edges of the drawing area.
const load = [12, 35, 64, 100, 100, 78, 41, 0, 0, 22, 57, 88, 100, 73, 30, 9];

export default function SparklineLineWidth() {
  const [strokeWidth, setStrokeWidth] = React.useState(6);
  const [disableClipping, setDisableClipping] = React.useState(false);
  const [offset, setOffset] = React.useState(1);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={strokeWidth} onChange={(_, next) => next !== null && setStrokeWidth(next)} aria-label="Stroke width">
          <ToggleButton value={2}>2 px</ToggleButton>
          <ToggleButton value={6}>6 px</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={offset} disabled={disableClipping} onChange={(_, next) => next !== null && setOffset(next)} aria-label="clipAreaOffset">
          <ToggleButton value={0}>offset 0</ToggleButton>
          <ToggleButton value={1}>offset 1</ToggleButton>
          <ToggleButton value={4}>offset 4</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={disableClipping} onChange={(event) => setDisableClipping(event.target.checked)} />} label="disableClipping" />
      </Stack>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        {/* preview-start */}
        <SparkLineChart
          data={load}
          height={80}
          yAxis={{ min: 0, max: 100 }}
          disableClipping={disableClipping}
          clipAreaOffset={{ top: offset, bottom: offset }}
          sx={{ [`& .${lineElementClasses.root}`]: { strokeWidth } }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
