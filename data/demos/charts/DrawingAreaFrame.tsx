import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { cities, months, celsius } from './data/temperatures';

/** Outlines the drawing area and prints its numbers; a message replaces the plot when there is no data. */
function AreaOutline({ empty }: { empty: boolean }) {
  const theme = useTheme();
  const { left, top, width, height, right, bottom } = useDrawingArea();
  const color = theme.palette.text.secondary;
  return (
    <g>
      <rect x={left} y={top} width={width} height={height} fill="none" stroke={theme.palette.secondary.main} strokeDasharray="4 3" />
      <text x={left + 6} y={top + 14} style={{ fontSize: 11, fill: color }}>
        {`left ${left}, top ${top}, width ${Math.round(width)}, height ${height}, right ${right}, bottom ${bottom}`}
      </text>
      {empty ? (
        <text x={left + width / 2} y={top + height / 2} textAnchor="middle" dominantBaseline="middle" style={{ fontSize: 14, fill: theme.palette.text.primary }}>
          Waiting for the first measurement…
        </text>
      ) : null}
    </g>
  );
}

export default function DrawingAreaFrame() {
  const [empty, setEmpty] = React.useState(false);
  const lisbon = cities[0];
  return (
    <Stack>
      <FormControlLabel control={<Switch checked={empty} onChange={(event) => setEmpty(event.target.checked)} />} label="No data yet" />
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ width: 40, min: 0, max: 30 }]}
        series={[{ data: empty ? [] : lisbon.temperature, label: lisbon.city, valueFormatter: celsius }]}
        hideLegend
      >
        <AreaOutline empty={empty} />
      </LineChart>
    </Stack>
  );
}
