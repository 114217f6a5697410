import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import { dealStages } from './data/funnelPipeline';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Anchor = 'auto' | 'start' | 'middle' | 'end';

export default function FunnelLabelPosition() {
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');
  const [textAnchor, setTextAnchor] = React.useState<Anchor>('start');
  const [offset, setOffset] = React.useState(10);
  return (
    <Stack spacing={2}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <TextField select size="small" label="position.vertical" value={vertical} onChange={(event) => setVertical(event.target.value as Vertical)} sx={{ minWidth: 150 }}>
          {['top', 'middle', 'bottom'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="position.horizontal" value={horizontal} onChange={(event) => setHorizontal(event.target.value as Horizontal)} sx={{ minWidth: 150 }}>
          {['start', 'center', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="textAnchor" value={textAnchor} onChange={(event) => setTextAnchor(event.target.value as Anchor)} sx={{ minWidth: 120 }}>
          {['auto', 'start', 'middle', 'end'].map((value) => (
            <MenuItem key={value} value={value}>
              {value === 'auto' ? '(default)' : value}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 200 }}>
          <Typography variant="body2" id="funnel-offset-label" sx={{ whiteSpace: 'nowrap' }}>
            offset: {offset}
          </Typography>
          <Slider value={offset} onChange={(_, value) => setOffset(value as number)} min={-20} max={40} aria-labelledby="funnel-offset-label" />
        </Stack>
      </Stack>
      {/* preview-start */}
      <FunnelChart
        height={300}
        series={[
          {
            data: dealStages,
            sectionLabel: {
              position: { vertical, horizontal },
              // Without textAnchor, the chart keeps the text inside the section.
              textAnchor: textAnchor === 'auto' ? undefined : textAnchor,
              offset: { x: offset },
            },
          },
        ]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
