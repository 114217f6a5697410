import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { weekdays, hours, ticketCells } from './data/supportTickets';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

export default function HeatmapHighlight() {
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
      <Heatmap
        height={300}
        xAxis={[{ data: hours }]}
        yAxis={[{ data: weekdays, width: 40 }]}
        series={[{ data: ticketCells.map(([day, hour, value]) => [hour, day, value]), highlightScope: { highlight, fade } }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 64, color: ['#fff3e0', '#e65100'] } }]}
      />
      {/* preview-end */}
    </Stack>
  );
}
