import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters } from './data/revenue';

// Orders per quarter by channel, for two years: one stack per year, side by side in each quarter.
const data = {
  2024: { web: [420, 460, 510, 690], shops: [380, 350, 340, 470] },
  2025: { web: [520, 575, 610, 820], shops: [360, 330, 325, 450] },
};

export default function BarDemoMixedStacks() {
  return (
    // preview-start
    <BarChart
      height={320}
      xAxis={[{ scaleType: 'band', data: quarters }]}
      yAxis={[{ width: 50 }]}
      series={[
        { data: data[2024].web, label: 'Web 2024', stack: '2024', color: '#90caf9' },
        { data: data[2024].shops, label: 'Shops 2024', stack: '2024', color: '#ffcc80' },
        { data: data[2025].web, label: 'Web 2025', stack: '2025', color: '#1976d2' },
        { data: data[2025].shops, label: 'Shops 2025', stack: '2025', color: '#ef6c00' },
      ]}
    />
    // preview-end
  );
}
