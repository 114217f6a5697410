import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import { energyYears, electricityBySource, terawattHours } from './data/energy';

const solar = electricityBySource.find((row) => row.key === 'solar')!;
const wind = electricityBySource.find((row) => row.key === 'wind')!;

export default function StylingGradientFill() {
  return (
    // preview-start
    <BarChart
      height={300}
      xAxis={[{ scaleType: 'band', data: energyYears }]}
      yAxis={[{ width: 56, label: 'TWh' }]}
      series={[
        { data: solar.values, label: solar.label, color: 'url(#styling-fill-sunset)', valueFormatter: terawattHours },
        { data: wind.values, label: wind.label, color: 'url(#styling-fill-hatch)', valueFormatter: terawattHours },
      ]}
    >
      {/* Definitions rendered as children land in the chart's SVG, where `url(#id)` finds them. */}
      <defs>
        <linearGradient id="styling-fill-sunset" x1="0" y1="1" x2="0" y2="0">
          <stop offset="0" stopColor="#f57c00" />
          <stop offset="1" stopColor="#ffd54f" />
        </linearGradient>
        <pattern id="styling-fill-hatch" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">
          <rect width="8" height="8" fill="#1565c0" />
          <line x1="0" y1="0" x2="0" y2="8" stroke="#90caf9" strokeWidth="3" />
        </pattern>
      </defs>
    </BarChart>
    // preview-end
  );
}
