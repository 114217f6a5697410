import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

type MarkType = 'square' | 'circle' | 'line';

export default function LegendMarkType() {
  const [markType, setMarkType] = React.useState<MarkType>('circle');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={markType} onChange={(_, next) => next && setMarkType(next)} aria-label="labelMarkType">
        <ToggleButton value="square">square</ToggleButton>
        <ToggleButton value="circle">circle</ToggleButton>
        <ToggleButton value="line">line</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40 }]}
        series={cities.slice(0, 3).map((city) => ({
          data: city.temperature,
          label: city.city,
          labelMarkType: markType,
          valueFormatter: celsius,
        }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
