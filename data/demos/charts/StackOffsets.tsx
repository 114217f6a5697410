import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';
import { ageStructure } from './data/population';
import { percent } from './data/marketShare';

const groups = [
  { key: 'children', label: 'Under 15' },
  { key: 'working', label: '15 to 64' },
  { key: 'seniors', label: '65 and over' },
] as const;

export default function StackOffsets() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={stackOffset} onChange={(_, next) => next && setStackOffset(next)} aria-label="stackOffset">
          <ToggleButton value="none">none</ToggleButton>
          <ToggleButton value="expand">expand</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={stackOrder} onChange={(_, next) => next && setStackOrder(next)} aria-label="stackOrder">
          <ToggleButton value="none">none</ToggleButton>
          <ToggleButton value="ascending">ascending</ToggleButton>
          <ToggleButton value="descending">descending</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={300}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: ageStructure.map((row) => row.country), width: 100 }]}
        xAxis={[{ valueFormatter: (value: number) => (stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}%`) }]}
        series={groups.map((group) => ({
          data: ageStructure.map((row) => row[group.key]),
          label: group.label,
          stack: 'age',
          stackOffset,
          stackOrder,
          valueFormatter: percent,
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
