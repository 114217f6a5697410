import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { hourlyDemand, hourFormatter, weekdayFormatter, fullFormatter, gigawatts } from './data/axisHourlyDemand';

type LabelMode = 'auto' | 'midnight' | 'all';

const labelIntervals = {
  auto: 'auto',
  // The value is the tick's value: a Date here.
  midnight: (date: Date) => date.getUTCHours() === 0,
  all: () => true,
} as const;

export default function AxisTickLabelInterval() {
  const [mode, setMode] = React.useState<LabelMode>('midnight');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={mode} onChange={(_, next) => next && setMode(next)} aria-label="tickLabelInterval">
        <ToggleButton value="auto">'auto'</ToggleButton>
        <ToggleButton value="midnight">midnight only</ToggleButton>
        <ToggleButton value="all">{'() => true'}</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: hourlyDemand.map((point) => point.time),
            // A tick every three hours…
            tickInterval: (date: Date) => date.getUTCHours() % 3 === 0,
            // …and a label on some of them.
            tickLabelInterval: labelIntervals[mode],
            valueFormatter: (date: Date, context) =>
              context.location !== 'tick'
                ? fullFormatter.format(date)
                : date.getUTCHours() === 0
                  ? weekdayFormatter.format(date)
                  : hourFormatter.format(date),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[{ data: hourlyDemand.map((point) => point.demand), label: 'Demand', showMark: false, valueFormatter: gigawatts }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
