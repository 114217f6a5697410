import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOffsetType, StackOrderType } from '@mui/x-charts/models';
import { cashQuarters, cashFlows, euros } from './data/barsCashFlow';

// 'expand' and the streamgraph offsets expect positive values only.
const offsets: StackOffsetType[] = ['diverging', 'none'];
const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'insideOut', 'appearance'];

export default function BarsStackStrategy() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('diverging');
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('none');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="stackOffset" value={stackOffset} onChange={(event) => setStackOffset(event.target.value as StackOffsetType)} sx={{ minWidth: 150 }}>
          {offsets.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="stackOrder" value={stackOrder} onChange={(event) => setStackOrder(event.target.value as StackOrderType)} sx={{ minWidth: 150 }}>
          {orders.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: cashQuarters }]}
        yAxis={[{ width: 55, valueFormatter: (value: number) => euros(value) }]}
        series={cashFlows.map((flow) => ({
          id: flow.id,
          data: flow.values,
          label: flow.label,
          stack: 'cash',
          // Set on one series of the stack, it applies to the whole stack.
          stackOffset,
          stackOrder,
          valueFormatter: euros,
        }))}
        grid={{ horizontal: true }}
      />
      {/* preview-end */}
    </Stack>
  );
}
