import * as React from 'react';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { seeded } from './data/scatterCafe';

// 500 apartments: floor area against monthly rent, with a dense middle and a few outliers.
const random = seeded(3);
const flats = Array.from({ length: 500 }, (_, index) => {
  const area = 20 + random() ** 1.6 * 140;
  const rent = area * (14 + random() * 10) + (random() < 0.04 ? random() * 2500 : 0);
  return { id: index, x: Math.round(area), y: Math.round(rent / 10) * 10 };
});

export default function ZoomScatterBothAxes() {
  return (
    // preview-start
    <ScatterChartPro
      height={340}
      xAxis={[{ label: 'Floor area (m²)', zoom: true }]}
      yAxis={[{ label: 'Rent (€ per month)', width: 64, zoom: true }]}
      series={[{ label: 'Apartments', data: flats, markerSize: 2.5 }]}
      hideLegend
    />
    // preview-end
  );
}
