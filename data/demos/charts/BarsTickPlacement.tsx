import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

export default function BarsTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="tickPlacement" value={tickPlacement} onChange={(event) => setTickPlacement(event.target.value as TickPlacement)} sx={{ minWidth: 150 }}>
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="tickLabelPlacement" value={tickLabelPlacement} onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)} sx={{ minWidth: 170 }}>
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters, tickPlacement, tickLabelPlacement, tickSize: 10 }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.slice(0, 2).map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
