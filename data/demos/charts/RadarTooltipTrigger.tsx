import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

type Trigger = 'axis' | 'item' | 'none';

export default function RadarTooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('item');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={trigger} onChange={(_, next) => next && setTrigger(next)} aria-label="Tooltip trigger">
        <ToggleButton value="axis">'axis'</ToggleButton>
        <ToggleButton value="item">'item'</ToggleButton>
        <ToggleButton value="none">'none'</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <RadarChart
        height={320}
        // 'item' reacts to the area under the pointer: the series' highlight follows it too.
        highlight={trigger === 'item' ? 'series' : 'axis'}
        slotProps={{ tooltip: { trigger } }}
        radar={{ max: 10, metrics: laptopCriteria }}
        series={laptops.map((laptop) => ({ label: laptop.label, data: laptop.scores, valueFormatter: score, fillArea: true }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
