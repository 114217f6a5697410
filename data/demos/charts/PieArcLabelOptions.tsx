import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import { desktopBrowsers, percent } from './data/marketShare';

type Mode = 'value' | 'label' | 'formattedValue' | 'function';

export default function PieArcLabelOptions() {
  const [mode, setMode] = React.useState<Mode>('formattedValue');
  const [minAngle, setMinAngle] = React.useState(15);
  return (
    <Stack spacing={1}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next) => next !== null && setMode(next)} aria-label="arcLabel">
          {(['value', 'label', 'formattedValue', 'function'] as const).map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexGrow: 1, maxWidth: 320 }}>
          <Typography variant="body2" id="pie-arc-label-min-angle" sx={{ flexShrink: 0 }}>
            arcLabelMinAngle: {minAngle}°
          </Typography>
          <Slider size="small" min={0} max={60} value={minAngle} onChange={(_, value) => setMinAngle(value as number)} aria-labelledby="pie-arc-label-min-angle" />
        </Box>
      </Stack>
      {/* preview-start */}
      <PieChart
        height={260}
        series={[
          {
            data: desktopBrowsers,
            valueFormatter: (item) => percent(item.value),
            arcLabel: mode === 'function' ? (item) => `${item.label} ${Math.round(item.value)}%` : mode,
            arcLabelMinAngle: minAngle,
            arcLabelRadius: '65%',
          },
        ]}
      />
      {/* preview-end */}
    </Stack>
  );
}
