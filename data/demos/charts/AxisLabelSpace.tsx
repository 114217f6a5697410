import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { countries } from './data/countries';

const richest = [...countries]
  .sort((a, b) => b.gdpPerCapita - a.gdpPerCapita)
  .slice(0, 12)
  .map((country) => ({ name: country.name, gdp: country.gdpPerCapita }));

export default function AxisLabelSpace() {
  const [height, setHeight] = React.useState(40);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 420 }}>
        <Typography variant="body2" id="axis-height-label" sx={{ whiteSpace: 'nowrap' }}>
          x-axis height: {height}px
        </Typography>
        <Slider value={height} onChange={(_, value) => setHeight(value as number)} min={25} max={110} aria-labelledby="axis-height-label" />
      </Stack>
      {/* preview-start */}
      <BarChart
        height={320}
        dataset={richest}
        xAxis={[
          {
            scaleType: 'band',
            dataKey: 'name',
            // Rotated labels need height; what does not fit ends with an ellipsis.
            height,
            tickLabelStyle: { angle: -45 },
          },
        ]}
        yAxis={[{ width: 45, valueFormatter: (value: number) => `$${value}k` }]}
        series={[{ dataKey: 'gdp', label: 'GDP per capita', valueFormatter: (value) => `$${value}k` }]}
        margin={{ left: 40 }}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
