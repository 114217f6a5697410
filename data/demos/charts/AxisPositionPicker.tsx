import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

type XPosition = 'top' | 'bottom' | 'none';
type YPosition = 'left' | 'right' | 'none';

export default function AxisPositionPicker() {
  const [xPosition, setXPosition] = React.useState<XPosition>('top');
  const [yPosition, setYPosition] = React.useState<YPosition>('right');
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1}>
        <TextField select size="small" label="x-axis position" value={xPosition} onChange={(event) => setXPosition(event.target.value as XPosition)} sx={{ minWidth: 150 }}>
          {['top', 'bottom', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="y-axis position" value={yPosition} onChange={(event) => setYPosition(event.target.value as YPosition)} sx={{ minWidth: 150 }}>
          {['left', 'right', 'none'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters, position: xPosition }]}
        yAxis={[{ position: yPosition, width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.slice(0, 2).map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
