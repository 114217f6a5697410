import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsAxisHighlightType } from '@mui/x-charts/ChartsAxisHighlight';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function HighlightingAxisBand() {
  const [x, setX] = React.useState<ChartsAxisHighlightType>('band');
  const [y, setY] = React.useState<ChartsAxisHighlightType>('line');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">x</Typography>
          <ToggleButtonGroup size="small" exclusive value={x} onChange={(_, next) => next !== null && setX(next)} aria-label="axisHighlight.x">
            <ToggleButton value="band">band</ToggleButton>
            <ToggleButton value="line">line</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2">y</Typography>
          <ToggleButtonGroup size="small" exclusive value={y} onChange={(_, next) => next !== null && setY(next)} aria-label="axisHighlight.y">
            <ToggleButton value="line">line</ToggleButton>
            <ToggleButton value="none">none</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={300}
        axisHighlight={{ x, y }}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
