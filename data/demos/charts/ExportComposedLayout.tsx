import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProviderPro } from '@mui/x-charts-pro/ChartDataProviderPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useChartRootRef } from '@mui/x-charts/hooks';
import { cities, months } from './data/temperatures';

const oslo = cities.find((city) => city.city === 'Oslo')!;

// preview-start
// Your own layout around the surface: the ref tells the export which element is the chart.
function ChartCard({ children }: { children: React.ReactNode }) {
  const chartRootRef = useChartRootRef();
  return (
    <Box ref={chartRootRef} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}>
      <Typography variant="subtitle1">Oslo, climate normals</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Monthly rainfall (bars) and mean temperature (line)
      </Typography>
      {children}
    </Box>
  );
}
// preview-end

export default function ExportComposedLayout() {
  const apiRef = React.useRef<ChartProApi<'composition'>>(undefined);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsImage({ fileName: 'oslo-climate' })}>
          Export as PNG
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportAsPrint({ fileName: 'oslo-climate' })}>
          Print
        </Button>
      </Stack>
      {/* preview-start */}
      <ChartDataProviderPro
        apiRef={apiRef}
        height={240}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          { id: 'rain', width: 60, label: 'mm' },
          { id: 'temperature', position: 'right', width: 56, label: '°C' },
        ]}
        series={[
          { type: 'bar', yAxisId: 'rain', data: oslo.rainfall, label: 'Rainfall (mm)', color: '#4fc3f7' },
          { type: 'line', yAxisId: 'temperature', data: oslo.temperature, label: 'Temperature (°C)', color: '#e64a19' },
        ]}
      >
        <ChartCard>
          <ChartsLegend />
          <ChartsSurface>
            <BarPlot />
            <LinePlot />
            <MarkPlot />
            <ChartsXAxis />
            <ChartsYAxis axisId="rain" />
            <ChartsYAxis axisId="temperature" />
          </ChartsSurface>
        </ChartCard>
      </ChartDataProviderPro>
      {/* preview-end */}
    </Stack>
  );
}
