import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

const lisbon = cities.find((city) => city.city === 'Lisbon')!;
const sydney = cities.find((city) => city.city === 'Sydney')!;

// Two cities, opposite hemispheres: the seasons cross twice a year.
export default function LineDemoSimple() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ label: '°C', width: 50 }]}
      series={[
        { data: lisbon.temperature, label: 'Lisbon', valueFormatter: celsius },
        { data: sydney.temperature, label: 'Sydney', valueFormatter: celsius },
      ]}
      grid={{ horizontal: true }}
    />
  );
}
