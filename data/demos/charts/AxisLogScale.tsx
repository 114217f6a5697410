import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { countries } from './data/countries';

export default function AxisLogScale() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('log');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={scaleType} onChange={(_, next) => next && setScaleType(next)} aria-label="x-axis scale">
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <ScatterChart
        height={300}
        xAxis={[{ scaleType, label: 'GDP per capita (k$)', min: 1, max: 120 }]}
        yAxis={[{ label: 'Life expectancy', width: 56 }]}
        series={[
          {
            label: 'Countries',
            data: countries.map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
            valueFormatter: (point) => (point == null ? '' : `${countries.find((c) => c.id === point.id)?.name}: $${point.x}k`),
          },
        ]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
