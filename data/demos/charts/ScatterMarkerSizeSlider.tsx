import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { seeded } from './data/scatterCafe';

// 600 delivery trips: distance against duration, with traffic adding a long tail.
const random = seeded(42);
const trips = Array.from({ length: 600 }, (_, index) => {
  const distance = 1 + random() * 24;
  const traffic = random() < 0.15 ? random() * 30 : random() * 8;
  return { id: index, x: Math.round(distance * 10) / 10, y: Math.round(6 + distance * 2.4 + traffic) };
});

export default function ScatterMarkerSizeSlider() {
  const [markerSize, setMarkerSize] = React.useState(2);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', maxWidth: 360 }}>
        <Typography variant="body2" id="scatter-marker-size" sx={{ flexShrink: 0 }}>
          markerSize: {markerSize}
        </Typography>
        <Slider size="small" min={1} max={8} step={0.5} value={markerSize} onChange={(_, value) => setMarkerSize(value as number)} aria-labelledby="scatter-marker-size" />
      </Stack>
      {/* preview-start */}
      <ScatterChart
        height={300}
        xAxis={[{ label: 'Distance (km)', min: 0, max: 26 }]}
        yAxis={[{ label: 'Duration (min)', width: 56 }]}
        series={[{ label: 'Trips', data: trips, markerSize }]}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
