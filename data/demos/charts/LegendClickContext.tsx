import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { PiecewiseColorLegend, type LegendItemContext } from '@mui/x-charts/ChartsLegend';
import { quarters, revenueByRegion } from './data/revenue';
import { deviceTraffic } from './data/marketShare';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const result = [-13, -6, 8, 21, 34, 52];

export default function LegendClickContext() {
  const [clicked, setClicked] = React.useState<{ context: LegendItemContext; index: number } | null>(null);
  // preview-start
  const onItemClick = (_event: React.MouseEvent<HTMLButtonElement>, context: LegendItemContext, index: number) =>
    setClicked({ context, index });
  // preview-end
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ '& > *': { flex: 1, minWidth: 0 } }}>
        <BarChart
          height={180}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ position: 'none' }]}
          series={revenueByRegion.slice(0, 2).map((row) => ({ id: row.region, data: row.values, label: row.region }))}
          slotProps={{ legend: { onItemClick } }}
        />
        <PieChart
          height={180}
          series={[{ id: 'devices', data: deviceTraffic, innerRadius: 30 }]}
          slotProps={{ legend: { onItemClick } }}
        />
        <BarChart
          height={180}
          xAxis={[{ scaleType: 'band', data: months }]}
          yAxis={[{ position: 'none', colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d32f2f', '#2e7d32'] } }]}
          series={[{ data: result }]}
          slots={{ legend: PiecewiseColorLegend }}
          slotProps={{ legend: { axisDirection: 'y', onItemClick } }}
        />
      </Stack>
      <Box component="pre" sx={{ m: 0, p: 1, height: 150, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}>
        {clicked ? JSON.stringify(clicked, null, 2) : 'Click a legend item of any chart above.'}
      </Box>
    </Stack>
  );
}
