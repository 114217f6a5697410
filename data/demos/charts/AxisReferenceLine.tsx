import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { hourlyDemand, weekdayFormatter, fullFormatter, gigawatts } from './data/axisHourlyDemand';

type Align = 'start' | 'middle' | 'end';
const outage = new Date(Date.UTC(2024, 2, 5, 14));

export default function AxisReferenceLine() {
  const [labelAlign, setLabelAlign] = React.useState<Align>('end');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={labelAlign} onChange={(_, next) => next && setLabelAlign(next)} aria-label="labelAlign">
        <ToggleButton value="start">start</ToggleButton>
        <ToggleButton value="middle">middle</ToggleButton>
        <ToggleButton value="end">end</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        height={300}
        xAxis={[
          {
            scaleType: 'utc',
            data: hourlyDemand.map((point) => point.time),
            tickMinStep: 24 * 60 * 60 * 1000,
            valueFormatter: (date: Date, context) => (context.location === 'tick' ? weekdayFormatter.format(date) : fullFormatter.format(date)),
          },
        ]}
        yAxis={[{ min: 0, max: 70, width: 40 }]}
        series={[{ data: hourlyDemand.map((point) => point.demand), label: 'Demand', showMark: false, valueFormatter: gigawatts }]}
        hideLegend
      >
        {/* preview-start */}
        <ChartsReferenceLine
          y={60}
          label="Firm capacity 60 GW"
          labelAlign={labelAlign}
          lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
          labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
        />
        <ChartsReferenceLine x={outage} label="Plant outage" labelAlign={labelAlign} lineStyle={{ stroke: '#757575' }} />
        {/* preview-end */}
      </LineChart>
    </Stack>
  );
}
