import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { cities, months, celsius } from './data/temperatures';

const chicago = cities.find((city) => city.city === 'Chicago')!;
const toFahrenheit = (value: number) => (value * 9) / 5 + 32;

// Both axes cover the same temperatures: -10 °C is 14 °F, 30 °C is 86 °F.
const MIN_C = -10;
const MAX_C = 30;

export default function AxisSameSide() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        // Listed first: drawn next to the plot.
        { id: 'celsius', position: 'left', min: MIN_C, max: MAX_C, label: '°C', width: 55 },
        // No series uses it: its min and max alone define its scale.
        { id: 'fahrenheit', position: 'left', min: toFahrenheit(MIN_C), max: toFahrenheit(MAX_C), label: '°F', width: 55 },
      ]}
      series={[{ yAxisId: 'celsius', data: chicago.temperature, label: 'Chicago, monthly mean', valueFormatter: celsius }]}
      grid={{ horizontal: true }}
    />
  );
}
