import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

// A fixed color per city, so a line keeps its color when others come and go.
const colors = ['#1976d2', '#f57c00', '#388e3c', '#d32f2f', '#7b1fa2'];

export default function LinesAnimation() {
  const [shown, setShown] = React.useState<string[]>(['Lisbon', 'Oslo']);
  const [skipAnimation, setSkipAnimation] = React.useState(false);
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" value={shown} onChange={(_, next: string[]) => next.length > 0 && setShown(next)} aria-label="Cities">
          {cities.map((city) => (
            <ToggleButton key={city.city} value={city.city}>
              {city.city}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />} label="skipAnimation" />
      </Stack>
      {/* preview-start */}
      <LineChart
        height={280}
        skipAnimation={skipAnimation}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: -10, max: 30 }]}
        series={cities
          .map((city, index) => ({ id: city.city, data: city.temperature, label: city.city, color: colors[index], valueFormatter: celsius }))
          // The id tells the chart which line is which when series come and go.
          .filter((series) => shown.includes(series.id))}
      />
      {/* preview-end */}
    </Stack>
  );
}
