import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';
import { weeks, kpis } from './data/kpis';

const revenue = kpis.find((kpi) => kpi.id === 'revenue')!;
const refunds = kpis.find((kpi) => kpi.id === 'refunds')!;

export default function AxisSeriesBinding() {
  const [ownAxis, setOwnAxis] = React.useState(true);
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={ownAxis} onChange={(event) => setOwnAxis(event.target.checked)} />}
        label="Refunds on their own y-axis"
      />
      {/* preview-start */}
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: weeks }]}
        yAxis={[
          { id: 'money', label: 'Revenue (k$)', width: 60 },
          { id: 'count', label: 'Refund requests', position: ownAxis ? 'right' : 'none', width: 60 },
        ]}
        series={[
          { yAxisId: 'money', data: revenue.values, label: 'Revenue', valueFormatter: (v) => (v == null ? '' : revenue.format(v)) },
          // Without its own axis, the series falls back to the first y-axis.
          { yAxisId: ownAxis ? 'count' : 'money', data: refunds.values, label: 'Refund requests' },
        ]}
      />
      {/* preview-end */}
    </Stack>
  );
}
