import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

const europe = revenueByRegion.find((row) => row.region === 'Europe')!.values;

export default function QuarterTarget() {
  return (
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ valueFormatter: (value: number) => formatThousands(value), width: 56 }]}
      series={[{ data: europe, label: 'Europe', valueFormatter: formatThousands }]}
    >
      <ChartsReferenceLine
        y={340}
        label="Target $340k"
        labelAlign="end"
        lineStyle={{ strokeDasharray: '6 4', stroke: '#e0781f' }}
      />
    </BarChart>
  );
}
