import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { RadarChart } from '@mui/x-charts/RadarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

export default function RadarControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({ seriesId: 'air' });
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={highlightedItem?.seriesId ?? null}
        onChange={(_, next: string | null) => setHighlightedItem(next === null ? null : { seriesId: next })}
        aria-label="Highlighted laptop"
      >
        {laptops.map((laptop) => (
          <ToggleButton key={laptop.id} value={laptop.id}>
            {laptop.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <RadarChart
        height={320}
        highlight="series"
        // Hovering a polygon updates the buttons; a button updates the chart.
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        radar={{ max: 10, metrics: laptopCriteria }}
        series={laptops.map((laptop) => ({ id: laptop.id, label: laptop.label, data: laptop.scores, valueFormatter: score, fillArea: true }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
