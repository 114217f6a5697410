import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { hourlyDemand, fullFormatter, hourFormatter, gigawatts } from './data/axisHourlyDemand';

const day = hourlyDemand.slice(24, 48);

export default function LinesMarkOptimization() {
  const [disableLineItemHighlight, setDisable] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={disableLineItemHighlight} onChange={(event) => setDisable(event.target.checked)} />}
        label="disableLineItemHighlight"
      />
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'point',
            data: day.map((point) => point.time),
            valueFormatter: (date: Date, context) => (context.location === 'tick' ? hourFormatter.format(date) : fullFormatter.format(date)),
          },
        ]}
        yAxis={[{ width: 40 }]}
        series={[
          {
            data: day.map((point) => point.demand),
            label: 'Demand, Tuesday',
            valueFormatter: gigawatts,
            // A mark every three hours only; the hovered hour still gets one.
            showMark: ({ index }) => index % 3 === 0,
          },
        ]}
        disableLineItemHighlight={disableLineItemHighlight}
      />
      {/* preview-end */}
    </Stack>
  );
}
