import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import { foods, grams } from './data/nutrition';

// Each nutrient gets its own range, so small quantities such as sugars stay readable.
const metrics = [
  { name: 'Protein', max: 30 },
  { name: 'Fat', max: 60 },
  { name: 'Carbohydrates', max: 80 },
  { name: 'Fiber', max: 15 },
  { name: 'Sugars', max: 5 },
];

export default function RadarShapes() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('sharp');
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup size="small" exclusive value={shape} onChange={(_, next) => next && setShape(next)} aria-label="Grid shape">
        <ToggleButton value="sharp">Sharp</ToggleButton>
        <ToggleButton value="circular">Circular</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <RadarChart
        height={320}
        shape={shape}
        divisions={5}
        radar={{ metrics }}
        series={foods.slice(0, 2).map((food) => ({ label: food.label, data: food.values, fillArea: true, valueFormatter: grams }))}
        sx={{ width: '100%' }}
      />
      {/* preview-end */}
    </Stack>
  );
}
