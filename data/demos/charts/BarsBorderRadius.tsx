import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { cashQuarters, cashFlows, euros } from './data/barsCashFlow';

export default function BarsBorderRadius() {
  const [borderRadius, setBorderRadius] = React.useState(10);
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('vertical');
  const bandAxis = [{ scaleType: 'band' as const, data: cashQuarters, width: 70 }];
  const valueAxis = [{ width: 55, valueFormatter: (value: number) => euros(value) }];
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', width: 260 }}>
          <Typography variant="body2" id="bars-radius-label" sx={{ whiteSpace: 'nowrap' }}>
            borderRadius: {borderRadius}
          </Typography>
          <Slider value={borderRadius} onChange={(_, value) => setBorderRadius(value as number)} min={0} max={30} aria-labelledby="bars-radius-label" />
        </Stack>
        <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_, next) => next && setLayout(next)} aria-label="layout">
          <ToggleButton value="vertical">vertical</ToggleButton>
          <ToggleButton value="horizontal">horizontal</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <BarChart
        height={300}
        layout={layout}
        borderRadius={borderRadius}
        xAxis={layout === 'vertical' ? bandAxis : valueAxis}
        yAxis={layout === 'vertical' ? valueAxis : bandAxis}
        series={cashFlows.map((flow) => ({ id: flow.id, data: flow.values, label: flow.label, stack: 'cash', valueFormatter: euros }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
