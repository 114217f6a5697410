import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

type Trigger = 'axis' | 'item' | 'none';

export default function TooltipTriggers() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={trigger} onChange={(_, next) => next && setTrigger(next)} aria-label="Tooltip trigger">
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters, valueFormatter: (quarter: string, context) => (context.location === 'tooltip' ? `${quarter} 2025` : quarter) }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
        slotProps={{ tooltip: { trigger } }}
      />
    </Stack>
  );
}
