import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { barElementClasses } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

// A palette per mode: darker tones on white, lighter ones on the dark background.
const palette = (mode: 'light' | 'dark') =>
  mode === 'dark' ? ['#7ab8ff', '#c59cff', '#5fd4c4', '#ffc36b'] : ['#0b5cad', '#6a3ec2', '#0f8577', '#c27400'];

export default function BrandPalette() {
  return (
    <BarChart
      height={300}
      colors={palette}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
      series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      borderRadius={6}
      sx={{
        [`& .${axisClasses.root} .${axisClasses.tickLabel}`]: { fontWeight: 500 },
        [`& .${axisClasses.left} .${axisClasses.line}`]: { display: 'none' },
        [`& .${barElementClasses.root}:hover`]: { filter: 'brightness(1.1)' },
      }}
      grid={{ horizontal: true }}
    />
  );
}
