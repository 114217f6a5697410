import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';
import { energyYears, electricityBySource, terawattHours } from './data/energy';

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function LinesStackOffset() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('expand');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={stackOffset} onChange={(_, next) => next && setStackOffset(next)} aria-label="stackOffset">
        {offsets.map((offset) => (
          <ToggleButton key={offset} value={offset}>
            {offset}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: energyYears }]}
        yAxis={[
          {
            width: 45,
            // The streamgraph offsets move the baseline: their y values mean nothing on their own.
            position: stackOffset === 'none' || stackOffset === 'expand' ? 'left' : 'none',
            valueFormatter: (value: number) => (stackOffset === 'expand' ? `${Math.round(value * 100)}%` : `${value}`),
          },
        ]}
        series={electricityBySource.map((source) => ({
          id: source.key,
          data: source.values,
          label: source.label,
          valueFormatter: terawattHours,
          stack: 'share',
          area: true,
          showMark: false,
          stackOffset,
          stackOrder: 'descending',
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
