import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsTooltipContainer, useAxesTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { monthlyRevenue, formatThousands } from './data/revenue';

// preview-start
// An axis tooltip with the month, each product line, their total and the change against last year.
function MonthSummary() {
  const axes = useAxesTooltip();
  if (axes === null) return null;
  const [{ axisFormattedValue, dataIndex, seriesItems }] = axes;
  const total = seriesItems.reduce((sum, item) => sum + (typeof item.value === 'number' ? item.value : 0), 0);
  const change = (total / monthlyRevenue[dataIndex].lastYear - 1) * 100;
  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 200 }}>
      <Typography variant="subtitle2">{axisFormattedValue} 2025</Typography>
      {seriesItems.map((item) => (
        <Stack key={item.seriesId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: item.color }} />
          <Typography variant="body2" sx={{ flexGrow: 1 }}>
            {item.formattedLabel}
          </Typography>
          <Typography variant="body2">{item.formattedValue}</Typography>
        </Stack>
      ))}
      <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
        Total {formatThousands(total)}, {change >= 0 ? '+' : ''}
        {change.toFixed(1)}% on last year
      </Typography>
    </Paper>
  );
}

function MonthTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="axis">
      <MonthSummary />
    </ChartsTooltipContainer>
  );
}
// preview-end

export default function TooltipAxisSummary() {
  return (
    <BarChart
      height={320}
      dataset={monthlyRevenue.map((row) => ({ ...row }))}
      xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={[
        { dataKey: 'subscriptions', label: 'Subscriptions', stack: 'total', valueFormatter: formatThousands },
        { dataKey: 'services', label: 'Services', stack: 'total', valueFormatter: formatThousands },
        { dataKey: 'hardware', label: 'Hardware', stack: 'total', valueFormatter: formatThousands },
      ]}
      slots={{ tooltip: MonthTooltip }}
    />
  );
}
