import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import type { ZoomData } from '@mui/x-charts-pro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

const WEEK = (7 / 366) * 100;

export default function ZoomApiRef() {
  const apiRef = React.useRef<ChartProApi<'line'>>(undefined);
  const [reported, setReported] = React.useState<ZoomData[] | null>(null);

  // preview-start
  // Moves the visible window by a week, keeping its width; setZoomData accepts a function of the previous state.
  const moveBy = (delta: number) =>
    apiRef.current?.setZoomData((previous) =>
      previous.map((zoom) => {
        const width = zoom.end - zoom.start;
        const start = Math.min(Math.max(zoom.start + delta, 0), 100 - width);
        return { ...zoom, start, end: start + width };
      }),
    );
  // preview-end

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => moveBy(-WEEK)}>
          One week back
        </Button>
        <Button size="small" variant="outlined" onClick={() => moveBy(WEEK)}>
          One week on
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setZoomData([{ axisId: 'days', start: 0, end: 100 }])}>
          Whole year
        </Button>
      </Stack>
      {/* preview-start */}
      <LineChartPro
        apiRef={apiRef}
        height={280}
        initialZoom={[{ axisId: 'days', start: 50, end: 58 }]}
        onZoomChange={setReported}
        xAxis={[
          {
            id: 'days',
            scaleType: 'utc',
            data: parisDaily2024.map((day) => day.date),
            valueFormatter: (date: Date) => dayFormatter.format(date),
            zoom: true,
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: parisDaily2024.map((day) => day.temperature), label: 'Daily mean (°C)', showMark: false }]}
        hideLegend
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: 13 }}>
        onZoomChange: {reported ? reported.map((zoom) => `{ axisId: '${zoom.axisId}', start: ${zoom.start.toFixed(1)}, end: ${zoom.end.toFixed(1)} }`).join(', ') : 'not called yet'}
      </Typography>
    </Stack>
  );
}
