import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useYScale } from '@mui/x-charts/hooks';
import { cities, months } from './data/temperatures';

const lisbon = cities.find((city) => city.city === 'Lisbon')!;

// preview-start
// Follows the pointer and reads its height on both y-axes, through each scale's invert().
function PointerReadout() {
  const theme = useTheme();
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const celsiusScale = useYScale<'linear'>('celsius');
  const rainScale = useYScale<'linear'>('rain');
  const [pointerY, setPointerY] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return undefined;
    const handleMove = (event: PointerEvent) => {
      const y = event.clientY - svg.getBoundingClientRect().top;
      setPointerY(y >= top && y <= top + height ? y : null);
    };
    const handleLeave = () => setPointerY(null);
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, top, height]);

  if (pointerY === null) return null;
  return (
    <g fill={theme.palette.text.primary} fontSize={12}>
      <line x1={left} x2={left + width} y1={pointerY} y2={pointerY} stroke={theme.palette.text.secondary} strokeDasharray="3 3" />
      <text x={left + 6} y={pointerY - 6}>{celsiusScale.invert(pointerY).toFixed(1)} °C</text>
      <text x={left + width - 6} y={pointerY - 6} textAnchor="end">
        {rainScale.invert(pointerY).toFixed(0)} mm
      </text>
    </g>
  );
}
// preview-end

export default function ComponentsPointerValue() {
  return (
    <LineChart
      height={300}
      xAxis={[{ scaleType: 'point', data: months }]}
      yAxis={[
        { id: 'celsius', label: '°C', width: 50 },
        { id: 'rain', label: 'mm', position: 'right', width: 50 },
      ]}
      series={[
        { data: lisbon.temperature, label: 'Temperature (°C)', yAxisId: 'celsius', showMark: false },
        { data: lisbon.rainfall, label: 'Rainfall (mm)', yAxisId: 'rain', showMark: false, color: '#0288d1' },
      ]}
      slotProps={{ tooltip: { trigger: 'none' } }}
      axisHighlight={{ x: 'none' }}
    >
      <PointerReadout />
    </LineChart>
  );
}
