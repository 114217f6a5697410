import * as React from 'react';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Height (cm) and weight (kg) of two groups of athletes.
const rowers = [
  [188, 86], [192, 90], [185, 84], [195, 95], [190, 88], [187, 85], [193, 92],
].map(([x, y], index) => ({ id: `r${index}`, x, y }));

const climbers = [
  [172, 63], [168, 58], [175, 66], [170, 61], [178, 68], [165, 55], [173, 64],
].map(([x, y], index) => ({ id: `c${index}`, x, y }));

export default function BasicScatter() {
  return (
    // preview-start
    <ScatterChart
      height={300}
      xAxis={[{ label: 'Height (cm)', min: 160, max: 200 }]}
      yAxis={[{ label: 'Weight (kg)' }]}
      series={[
        { label: 'Rowers', data: rowers },
        { label: 'Climbers', data: climbers },
      ]}
    />
    // preview-end
  );
}
