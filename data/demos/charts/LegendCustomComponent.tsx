import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useLegend } from '@mui/x-charts/hooks';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

// preview-start
/** The default legend's items, each with the region's total for the year. */
function TotalsLegend() {
  const { items } = useLegend();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, alignContent: 'center', minWidth: 190 }}>
      {items.map((item) => {
        const total = revenueByRegion.find((row) => row.region === item.seriesId)?.values.reduce((sum, value) => sum + value, 0) ?? 0;
        return (
          <Box component="li" key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: item.color }} />
            <Typography variant="body2" sx={{ flex: 1 }}>
              {item.label}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {formatThousands(total)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
// preview-end

export default function LegendCustomComponent() {
  return (
    <BarChart
      height={280}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={revenueByRegion.map((row) => ({ id: row.region, data: row.values, label: row.region, valueFormatter: formatThousands }))}
      // preview-start
      slots={{ legend: TotalsLegend }}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      // preview-end
    />
  );
}
