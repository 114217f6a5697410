import * as React from 'react';
import { LineChart, areaElementClasses, lineElementClasses } from '@mui/x-charts/LineChart';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import { cities, months, celsius } from './data/temperatures';

const chicago = cities.find((city) => city.city === 'Chicago')!;

// preview-start
// A vertical gradient over the whole SVG that switches color exactly at 0 °C.
function FreezingSplit({ id }: { id: string }) {
  const { top, height, bottom } = useDrawingArea();
  const yScale = useYScale<'linear'>();
  const svgHeight = top + height + bottom;
  const zero = yScale(0) / svgHeight;
  return (
    <defs>
      <linearGradient id={id} x1="0" x2="0" y1="0" y2={svgHeight} gradientUnits="userSpaceOnUse">
        <stop offset={zero} stopColor="#ef6c00" />
        <stop offset={zero} stopColor="#1e88e5" />
      </linearGradient>
    </defs>
  );
}
// preview-end

export default function AreasDemoFillBySign() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[{ width: 50, label: '°C' }]}
      series={[{ data: chicago.temperature, label: 'Chicago, mean temperature', area: true, showMark: false, curve: 'natural', valueFormatter: celsius }]}
      sx={{
        // preview-start
        [`& .${areaElementClasses.root}`]: { fill: 'url(#areas-demo-freezing)', fillOpacity: 0.35 },
        [`& .${lineElementClasses.root}`]: { stroke: 'url(#areas-demo-freezing)' },
        // preview-end
      }}
      hideLegend
    >
      <FreezingSplit id="areas-demo-freezing" />
    </LineChart>
  );
}
