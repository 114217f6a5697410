import * as React from 'react';
import { PieChart } from '@mui/x-charts/PieChart';
import { deviceTraffic, mobileOperatingSystems } from './data/marketShare';

const mobile = deviceTraffic.find((device) => device.id === 'mobile')!;
const palette = { mobile: '#1976d2', desktop: '#9c27b0', tablet: '#ed6c02' };

// The outer ring splits the mobile share by operating system; the other devices keep their own slice.
const outer = [
  ...mobileOperatingSystems.map((os, index) => ({
    id: `mobile-${os.id}`,
    label: `Mobile · ${os.label}`,
    value: Math.round(mobile.value * os.value) / 100,
    color: ['#42a5f5', '#90caf9', '#bbdefb'][index],
  })),
  ...deviceTraffic
    .filter((device) => device.id !== 'mobile')
    .map((device) => ({ id: `${device.id}-all`, label: device.label, value: device.value, color: palette[device.id as 'desktop' | 'tablet'] })),
];

export default function NestedRings() {
  return (
    // preview-start
    <PieChart
      height={300}
      series={[
        {
          data: deviceTraffic.map((device) => ({ ...device, color: palette[device.id as keyof typeof palette] })),
          outerRadius: 80,
          valueFormatter: (item) => `${item.value}%`,
        },
        {
          data: outer,
          innerRadius: 90,
          outerRadius: 120,
          valueFormatter: (item) => `${item.value.toFixed(1)}%`,
        },
      ]}
      hideLegend
    />
    // preview-end
  );
}
