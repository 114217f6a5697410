import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { desktopBrowsers } from './data/marketShare';

export default function PieDemoOutsideLabels() {
  return (
    // preview-start
    <PieChart
      height={320}
      margin={10}
      series={[
        {
          data: desktopBrowsers,
          // Rotated so the thin slices sit on the right, where their labels stack vertically.
          startAngle: 112,
          endAngle: 472,
          innerRadius: 55,
          outerRadius: 90,
          // Beyond outerRadius: every label has room, even on the thin slices.
          arcLabelRadius: 140,
          arcLabel: (item) => `${item.label} ${item.value}%`,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fontSize: 12 } }}
      hideLegend
    />
    // preview-end
  );
}
