import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats of a 120-seat city council after an election: the classic half-circle "parliament" view.
const seats = [
  { id: 'green', label: 'Greens', value: 31, color: '#43a047' },
  { id: 'social', label: 'Social Democrats', value: 27, color: '#e53935' },
  { id: 'liberal', label: 'Liberals', value: 18, color: '#fdd835' },
  { id: 'local', label: 'Local list', value: 12, color: '#8e24aa' },
  { id: 'conservative', label: 'Conservatives', value: 32, color: '#1e88e5' },
];

export default function PieDemoHalfDonut() {
  return (
    // preview-start
    <PieChart
      height={240}
      series={[
        {
          data: seats,
          startAngle: -90,
          endAngle: 90,
          // Pixels: percentages are relative to the largest full circle that fits, too small for a half one.
          innerRadius: 100,
          outerRadius: 180,
          paddingAngle: 2,
          cornerRadius: 4,
          // The center sits low in the drawing area, so the half circle uses its whole height.
          cy: '92%',
          valueFormatter: (item) => `${item.value} seats`,
        },
      ]}
    />
    // preview-end
  );
}
