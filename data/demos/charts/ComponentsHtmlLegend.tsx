import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useBarSeries } from '@mui/x-charts/hooks';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

// preview-start
// HTML, not SVG: a table with each series' color, label and yearly total, read from the chart's data.
function TotalsLegend() {
  const series = useBarSeries();
  return (
    <Table size="small" sx={{ width: 'auto', minWidth: 240 }}>
      <TableHead>
        <TableRow>
          <TableCell>Region</TableCell>
          <TableCell align="right">Year</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {series.map((item) => (
          <TableRow key={item.id}>
            <TableCell>
              <Box component="span" sx={{ display: 'inline-block', width: 10, height: 10, mr: 1, borderRadius: '2px', bgcolor: item.color }} />
              {typeof item.label === 'string' ? item.label : item.id}
            </TableCell>
            <TableCell align="right">{formatThousands(item.data.reduce<number>((sum, value) => sum + (value ?? 0), 0))}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
// preview-end

export default function ComponentsHtmlLegend() {
  return (
    // preview-start
    <ChartDataProvider
      height={260}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={revenueByRegion.map((row) => ({ type: 'bar', data: row.values, label: row.region, valueFormatter: formatThousands }))}
    >
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 2 }}>
        <TotalsLegend />
        <ChartsSurface sx={{ flexGrow: 1, minWidth: 0 }}>
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsAxisHighlight x="band" />
        </ChartsSurface>
      </Box>
      <ChartsTooltip />
    </ChartDataProvider>
    // preview-end
  );
}
