import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';
import { months, monthlyRevenue, formatThousands } from './data/revenue';

export default function StylingSxLine() {
  const [styled, setStyled] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={styled} onChange={(event) => setStyled(event.target.checked)} />} label="Apply sx" />
      {/* preview-start */}
      <LineChart
        height={300}
        grid={{ horizontal: true }}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={[
          { id: 'subscriptions', data: monthlyRevenue.map((row) => row.subscriptions), label: 'Subscriptions' },
          { id: 'services', data: monthlyRevenue.map((row) => row.services), label: 'Services' },
        ]}
        sx={
          styled
            ? (theme) => ({
                [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
                [`& .${markElementClasses.root}`]: { fill: theme.palette.background.paper, strokeWidth: 2 },
                [`& .${chartsGridClasses.line}`]: { strokeDasharray: '3 4' },
                [`& .${axisClasses.root} .${axisClasses.line}, & .${axisClasses.root} .${axisClasses.tick}`]: { display: 'none' },
                [`& .${axisClasses.tickLabel}`]: { fill: theme.palette.text.secondary },
              })
            : undefined
        }
      />
      {/* preview-end */}
    </Stack>
  );
}
