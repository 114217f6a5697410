import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { cities, months, celsius } from './data/temperatures';

// Every sparkline uses the same value range, so a flat line really means a steady climate.
const min = Math.min(...cities.flatMap((city) => city.temperature));
const max = Math.max(...cities.flatMap((city) => city.temperature));

export default function SparklineSharedScale() {
  return (
    <Stack spacing={1}>
      {cities.map((city) => (
        <Stack key={city.city} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ width: 90, flexShrink: 0 }}>
            {city.city}
          </Typography>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            {/* preview-start */}
            <SparkLineChart
              data={city.temperature}
              xAxis={{ scaleType: 'point', data: months }}
              yAxis={{ min, max }}
              height={36}
              showTooltip
              valueFormatter={celsius}
            />
            {/* preview-end */}
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}
