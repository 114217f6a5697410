import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { desktopBrowsers, percent } from './data/marketShare';

export default function PieHighlight() {
  return (
    <PieChart
      height={280}
      series={[
        {
          data: desktopBrowsers,
          innerRadius: 40,
          paddingAngle: 1,
          cornerRadius: 3,
          highlightScope: { highlight: 'item', fade: 'global' },
          faded: { innerRadius: 40, additionalRadius: -12, color: 'gray' },
          highlighted: { additionalRadius: 6 },
          valueFormatter: (item) => percent(item.value),
        },
      ]}
    />
  );
}
