import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { monthlyRevenue, formatThousands } from './data/revenue';
import { kpis, weeks } from './data/kpis';
import { deviceTraffic, percent } from './data/marketShare';

const productLines = [
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'services', label: 'Services' },
  { key: 'hardware', label: 'Hardware' },
] as const;

export default function ChartsOverviewShowcase() {
  // preview-start
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        {kpis.map((kpi) => (
          <Paper key={kpi.id} variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {kpi.title}
            </Typography>
            <Typography variant="h6" component="div">
              {kpi.format(kpi.values[kpi.values.length - 1])}
            </Typography>
            <SparkLineChart
              data={kpi.values}
              xAxis={{ scaleType: 'band', data: weeks }}
              valueFormatter={(value) => (value == null ? '' : kpi.format(value))}
              height={40}
              area
              curve="natural"
              showTooltip
              showHighlight
            />
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ px: 1 }}>
            Revenue by product line
          </Typography>
          <BarChart
            height={280}
            dataset={monthlyRevenue.map((row) => ({ ...row }))}
            xAxis={[{ scaleType: 'band', dataKey: 'month' }]}
            yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 56 }]}
            series={productLines.map((line) => ({
              dataKey: line.key,
              label: line.label,
              stack: 'revenue',
              valueFormatter: formatThousands,
            }))}
            grid={{ horizontal: true }}
            borderRadius={4}
          />
        </Paper>
        <Paper variant="outlined" sx={{ p: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ px: 1 }}>
            Web traffic by device
          </Typography>
          <PieChart
            height={280}
            series={[
              {
                data: deviceTraffic,
                innerRadius: 56,
                paddingAngle: 2,
                cornerRadius: 4,
                valueFormatter: (item) => percent(item.value),
                highlightScope: { highlight: 'item', fade: 'global' },
              },
            ]}
          />
        </Paper>
      </Box>
    </Stack>
  );
  // preview-end
}
