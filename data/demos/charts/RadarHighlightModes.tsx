import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

type Highlight = 'axis' | 'series' | 'none';

export default function RadarHighlightModes() {
  const [highlight, setHighlight] = React.useState<Highlight>('axis');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={highlight} onChange={(_, next) => next && setHighlight(next)} aria-label="highlight">
        <ToggleButton value="axis">'axis'</ToggleButton>
        <ToggleButton value="series">'series'</ToggleButton>
        <ToggleButton value="none">'none'</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <RadarChart
        height={320}
        highlight={highlight}
        radar={{ max: 10, metrics: laptopCriteria }}
        series={laptops.map((laptop) => ({ label: laptop.label, data: laptop.scores, valueFormatter: score, fillArea: true }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
