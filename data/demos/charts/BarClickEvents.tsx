import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

const regions = revenueByRegion.slice(0, 3);

export default function BarClickEvents() {
  const [message, setMessage] = React.useState('Click a bar, or anywhere in a quarter’s column.');
  return (
    <Stack spacing={1}>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={regions.map((row) => ({ id: row.region, data: row.values, label: row.region, valueFormatter: formatThousands }))}
        // preview-start
        // One bar: which series and which category.
        onItemClick={(_event, item) => {
          const region = regions.find((row) => row.region === item.seriesId);
          if (region) setMessage(`onItemClick: ${region.region}, ${quarters[item.dataIndex]}: ${formatThousands(region.values[item.dataIndex])}`);
        }}
        // The whole category under the pointer, with every series' value.
        onAxisClick={(_event, data) => {
          if (!data) return;
          const total = regions.reduce((sum, row) => sum + row.values[data.dataIndex], 0);
          setMessage(`onAxisClick: ${String(data.axisValue)}, three regions together: ${formatThousands(total)}`);
        }}
        // preview-end
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {message}
      </Typography>
    </Stack>
  );
}
