import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightScope } from '@mui/x-charts/context';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function HighlightScopes() {
  const [highlight, setHighlight] = React.useState<HighlightScope['highlight']>('series');
  const [fade, setFade] = React.useState<HighlightScope['fade']>('global');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="highlight" value={highlight} onChange={(event) => setHighlight(event.target.value as HighlightScope['highlight'])} sx={{ minWidth: 120 }}>
          {['none', 'item', 'series'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="fade" value={fade} onChange={(event) => setFade(event.target.value as HighlightScope['fade'])} sx={{ minWidth: 120 }}>
          {['none', 'series', 'global'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({
          data: row.values,
          label: row.region,
          valueFormatter: formatThousands,
          highlightScope: { highlight, fade },
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
