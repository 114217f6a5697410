import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

const picked = cities.filter((city) => ['Lisbon', 'Oslo', 'Singapore'].includes(city.city));
const countries: Record<string, string> = { Lisbon: 'Portugal', Oslo: 'Norway', Singapore: 'Singapore' };

export default function LabelSeriesLocations() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 50, label: '°C' }]}
      series={picked.map((city) => ({
        data: city.temperature,
        // preview-start
        // Short in the legend, complete in the tooltip, where there is room for it.
        label: (location: 'legend' | 'tooltip') =>
          location === 'legend' ? city.city : `${city.city} (${countries[city.city]}), mean`,
        // preview-end
        showMark: false,
        valueFormatter: celsius,
      }))}
    />
  );
}
