import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months } from './data/temperatures';

const pair = cities.filter((city) => city.city === 'Lisbon' || city.city === 'Oslo');

export default function LinesClick() {
  const [message, setMessage] = React.useState('Click a mark, a line, an area, or anywhere in the plot.');
  return (
    <Stack spacing={1}>
      <LineChart
        height={300}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={pair.map((city, index) => ({ id: city.city, data: city.temperature, label: city.city, area: index === 0 }))}
        // preview-start
        onMarkClick={(_event, item) => setMessage(`onMarkClick: ${item.seriesId}, ${months[item.dataIndex ?? 0]}`)}
        onLineClick={(_event, item) => setMessage(`onLineClick: ${item.seriesId}`)}
        onAreaClick={(_event, item) => setMessage(`onAreaClick: ${item.seriesId}`)}
        onAxisClick={(_event, data) => {
          if (data) setMessage(`onAxisClick: ${String(data.axisValue)}, ${JSON.stringify(data.seriesValues)}`);
        }}
        // preview-end
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ minHeight: 20 }}>
        {message}
      </Typography>
    </Stack>
  );
}
