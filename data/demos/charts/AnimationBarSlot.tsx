import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimateBar } from '@mui/x-charts/hooks';
import { quarters } from './data/revenue';

// Two planning scenarios for next year's revenue (k$); Q3 and Q4 are still estimates.
const scenarios: Record<string, number[]> = { Prudent: [310, 325, 330, 340], Ambitious: [310, 345, 390, 450] };
const ESTIMATED_FROM = 2;

// The props the bar slot receives (the rest are SVG attributes to pass on).
type BarSlotProps = Omit<React.SVGProps<SVGRectElement>, 'id' | 'color' | 'ref' | 'x' | 'y' | 'width' | 'height'> & {
  id: string | number;
  dataIndex: number;
  color: string;
  ownerState: { isFaded: boolean; isHighlighted: boolean };
  xOrigin: number;
  yOrigin: number;
  x: number;
  y: number;
  width: number;
  height: number;
  layout: 'vertical' | 'horizontal';
  skipAnimation: boolean;
};

// preview-start
// A bar with rounded corners, hatched when the quarter is an estimate. useAnimateBar moves it like a built-in bar.
function PlanBar(props: BarSlotProps) {
  const { id, dataIndex, color, ownerState, xOrigin, yOrigin, x, y, width, height, layout, skipAnimation, ...other } = props;
  const animated = useAnimateBar({ x, y, width, height, xOrigin, yOrigin, layout, skipAnimation });
  const estimated = dataIndex >= ESTIMATED_FROM;
  return (
    <rect
      {...other}
      {...animated}
      rx={6}
      fill={estimated ? 'url(#animation-plan-hatch)' : color}
      stroke={color}
      strokeWidth={estimated ? 2 : 0}
      opacity={ownerState.isFaded ? 0.3 : 1}
    />
  );
}
// preview-end

// The same bar without the hook: it jumps to its new size.
function PlainPlanBar(props: BarSlotProps) {
  const { id, dataIndex, color, ownerState, xOrigin, yOrigin, layout, skipAnimation, ...other } = props;
  const estimated = dataIndex >= ESTIMATED_FROM;
  return <rect {...other} rx={6} fill={estimated ? 'url(#animation-plan-hatch)' : color} stroke={color} strokeWidth={estimated ? 2 : 0} />;
}

export default function AnimationBarSlot() {
  const [scenario, setScenario] = React.useState('Prudent');
  const [useHook, setUseHook] = React.useState(true);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={scenario} onChange={(_, next) => next !== null && setScenario(next)} aria-label="Scenario">
          {Object.keys(scenarios).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={useHook} onChange={(event) => setUseHook(event.target.checked)} />} label="useAnimateBar" />
      </Stack>
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 50, min: 0, max: 500 }]}
        series={[{ id: 'plan', data: scenarios[scenario], label: 'Planned revenue (k$)', color: '#00897b' }]}
        slots={{ bar: useHook ? PlanBar : PlainPlanBar }}
        hideLegend
      >
        <defs>
          <pattern id="animation-plan-hatch" patternUnits="userSpaceOnUse" width="8" height="8" patternTransform="rotate(45)">
            <line x1="0" y1="0" x2="0" y2="8" stroke="#00897b" strokeWidth="3" opacity={0.5} />
          </pattern>
        </defs>
      </BarChart>
    </Stack>
  );
}
