import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { dealStages } from './data/funnelPipeline';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

export default function FunnelHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('item');
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="highlight" value={highlight} onChange={(event) => setHighlight(event.target.value as Highlight)} sx={{ minWidth: 130 }}>
          {['none', 'item', 'series'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="fade" value={fade} onChange={(event) => setFade(event.target.value as Fade)} sx={{ minWidth: 130 }}>
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <FunnelChart height={280} series={[{ data: dealStages, highlightScope: { highlight, fade } }]} hideLegend />
      {/* preview-end */}
    </Stack>
  );
}
