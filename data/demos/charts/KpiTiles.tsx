import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { kpis, weeks } from './data/kpis';

function change(values: number[]) {
  const last = values[values.length - 1];
  const previous = values[values.length - 2];
  return ((last - previous) / previous) * 100;
}

export default function KpiTiles() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}>
      {kpis.map((kpi) => {
        const delta = change(kpi.values);
        // For refunds, going down is good news.
        const good = kpi.id === 'refunds' ? delta < 0 : delta > 0;
        return (
          <Paper key={kpi.id} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="div">
              {kpi.title}
            </Typography>
            <Typography variant="h6" component="div">
              {kpi.format(kpi.values[kpi.values.length - 1])}
            </Typography>
            <Typography variant="caption" component="div" sx={{ color: good ? 'success.main' : 'error.main' }}>
              {`${delta > 0 ? '+' : ''}${delta.toFixed(1)}% vs last week`}
            </Typography>
            <SparkLineChart
              data={kpi.values}
              xAxis={{ scaleType: 'band', data: weeks }}
              valueFormatter={(value) => (value == null ? '' : kpi.format(value))}
              height={44}
              color={good ? '#2e7d32' : '#d32f2f'}
              showTooltip
              showHighlight
            />
          </Paper>
        );
      })}
    </Box>
  );
}
