import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import {
  rainbowSurgePalette,
  blueberryTwilightPalette,
  mangoFusionPalette,
  cheerfulFiestaPalette,
  type ChartsColorPalette,
} from '@mui/x-charts/colorPalettes';
import { shipmentYears, smartphoneVendors, percent } from './data/marketShare';

// Your own palette: a plain array, here the color-blind-safe set of Okabe and Ito.
const okabeIto = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00'];

const palettes: Record<string, ChartsColorPalette> = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
  custom: okabeIto,
};

export default function StylingPaletteSwitcher() {
  const [name, setName] = React.useState('rainbowSurge');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={name} onChange={(_, next) => next !== null && setName(next)} aria-label="Palette" sx={{ flexWrap: 'wrap' }}>
        {Object.keys(palettes).map((key) => (
          <ToggleButton key={key} value={key} sx={{ textTransform: 'none' }}>
            {key === 'custom' ? 'Custom array' : key}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <BarChart
        height={300}
        colors={palettes[name]}
        xAxis={[{ scaleType: 'band', data: shipmentYears }]}
        yAxis={[{ max: 100, valueFormatter: (value: number) => `${value}%` }]}
        series={smartphoneVendors.map((row) => ({ data: row.share, label: row.vendor, stack: 'share', valueFormatter: percent }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
