import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { hourlyDemand, hourFormatter, weekdayFormatter, fullFormatter, gigawatts } from './data/axisHourlyDemand';

const HOUR = 60 * 60 * 1000;
const minSteps: Record<string, number | undefined> = { none: undefined, '6 h': 6 * HOUR, '1 day': 24 * HOUR };

export default function AxisTickNumber() {
  const [tickNumber, setTickNumber] = React.useState(12);
  const [minStep, setMinStep] = React.useState('none');
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: '1 1 240px' }}>
          <Typography variant="body2" id="tick-number-label" sx={{ whiteSpace: 'nowrap' }}>
            tickNumber: {tickNumber}
          </Typography>
          <Slider value={tickNumber} onChange={(_, value) => setTickNumber(value as number)} min={2} max={24} aria-labelledby="tick-number-label" />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={minStep} onChange={(_, next) => next && setMinStep(next)} aria-label="tickMinStep">
          {Object.keys(minSteps).map((key) => (
            <ToggleButton key={key} value={key}>
              {key === 'none' ? 'no tickMinStep' : key}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'utc',
            data: hourlyDemand.map((point) => point.time),
            tickNumber,
            tickMinStep: minSteps[minStep],
            // Midnight shows the day; other ticks show the hour.
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
