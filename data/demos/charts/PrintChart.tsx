import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';
import type { ChartProApi } from '@mui/x-charts-pro/ChartContainerPro';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function PrintChart() {
  const apiRef = React.useRef<ChartProApi<'bar'>>(undefined);
  return (
    <Stack spacing={1}>
      <Button variant="outlined" size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => apiRef.current?.exportAsPrint({ fileName: 'revenue-by-region' })}>
        Print or save as PDF
      </Button>
      <BarChartPro
        apiRef={apiRef}
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
    </Stack>
  );
}
