import * as React from 'react';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import { desktopBrowsers } from './data/marketShare';

export default function PieArcLabels() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: desktopBrowsers.map((browser) => ({
            ...browser,
            // The legend gets the short name, the tooltip the name with the share.
            label: (location: 'tooltip' | 'legend' | 'arc') => (location === 'tooltip' ? `${browser.label} (desktop)` : browser.label),
          })),
          arcLabel: (item) => `${item.value}%`,
          arcLabelMinAngle: 20,
          valueFormatter: (item) => `${item.value}%`,
        },
      ]}
      sx={{ [`& .${pieArcLabelClasses.root}`]: { fontWeight: 600, fill: '#fff' } }}
    />
  );
}
