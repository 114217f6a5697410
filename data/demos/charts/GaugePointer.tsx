import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { GaugeContainer, GaugeReferenceArc, GaugeValueArc, useGaugeState } from '@mui/x-charts/Gauge';

/** A needle from the center to the end of the value arc. */
// preview-start
function Needle() {
  const theme = useTheme();
  const { valueAngle, outerRadius, cx, cy } = useGaugeState();
  if (valueAngle === null) return null;
  const target = { x: cx + outerRadius * Math.sin(valueAngle), y: cy - outerRadius * Math.cos(valueAngle) };
  return (
    <g>
      <circle cx={cx} cy={cy} r={5} fill={theme.palette.text.primary} />
      <path d={`M ${cx} ${cy} L ${target.x} ${target.y}`} stroke={theme.palette.text.primary} strokeWidth={3} strokeLinecap="round" />
    </g>
  );
}
// preview-end

/** Average response time of a support team, against a 4-hour service level. */
export default function GaugePointer() {
  return (
    // preview-start
    <GaugeContainer
      width={220}
      height={150}
      startAngle={-110}
      endAngle={110}
      value={2.6}
      valueMax={4}
      innerRadius="75%"
      aria-label="Average first response time, hours"
      aria-valuetext="2.6 hours out of 4"
      sx={{ mx: 'auto' }}
    >
      <GaugeReferenceArc />
      <GaugeValueArc />
      <Needle />
    </GaugeContainer>
    // preview-end
  );
}
