import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

type State = 'loaded' | 'loading' | 'empty';

export default function StylingOverlayStates() {
  const [state, setState] = React.useState<State>('loading');
  const [keepAxes, setKeepAxes] = React.useState(false);
  const hasData = state === 'loaded';
  // Known in advance: the categories and the value range, so the axes can be drawn before the data.
  const axesKnown = hasData || keepAxes;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={state} onChange={(_, next) => next !== null && setState(next)} aria-label="Data state">
          <ToggleButton value="loading">loading</ToggleButton>
          <ToggleButton value="empty">no data</ToggleButton>
          <ToggleButton value="loaded">loaded</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel control={<Switch checked={keepAxes} onChange={(event) => setKeepAxes(event.target.checked)} />} label="Axes before data" />
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        loading={state === 'loading'}
        xAxis={[{ scaleType: 'band', data: axesKnown ? quarters : [] }]}
        yAxis={[{ width: 56, ...(axesKnown ? { min: 0, max: 500 } : {}), valueFormatter: (value: number) => formatThousands(value) }]}
        series={hasData ? revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands })) : []}
      />
      {/* preview-end */}
    </Stack>
  );
}
