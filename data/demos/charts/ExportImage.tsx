import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { cities, months, celsius } from './data/temperatures';

const formats = ['image/png', 'image/jpeg', 'image/webp'];

export default function ExportImage() {
  const apiRef = React.useRef<ChartProApi<'line'>>(undefined);
  const [type, setType] = React.useState('image/png');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <TextField select size="small" label="type" value={type} onChange={(event) => setType(event.target.value)} sx={{ minWidth: 140 }}>
          {formats.map((format) => (
            <MenuItem key={format} value={format}>
              {format}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <Button variant="outlined" onClick={() => apiRef.current?.exportAsImage({ type, quality: 0.9, fileName: 'city-temperatures' })}>
          Export image
        </Button>
        {/* preview-end */}
      </Stack>
      {/* preview-start */}
      <LineChartPro
        apiRef={apiRef}
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={cities.slice(0, 3).map((city) => ({ data: city.temperature, label: city.city, valueFormatter: celsius }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
