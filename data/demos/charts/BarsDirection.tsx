import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function BarsDirection() {
  const [layout, setLayout] = React.useState<'vertical' | 'horizontal'>('horizontal');
  const categoryAxis = [{ scaleType: 'band' as const, data: quarters, width: 40 }];
  const valueAxis = [{ valueFormatter: (value: number) => formatThousands(value), width: 56 }];
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={layout} onChange={(_, next) => next && setLayout(next)} aria-label="layout">
        <ToggleButton value="vertical">vertical</ToggleButton>
        <ToggleButton value="horizontal">horizontal</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <BarChart
        height={300}
        layout={layout}
        // The band axis follows the layout: x for vertical bars, y for horizontal ones.
        xAxis={layout === 'vertical' ? categoryAxis : valueAxis}
        yAxis={layout === 'vertical' ? valueAxis : categoryAxis}
        series={revenueByRegion.slice(0, 3).map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
      {/* preview-end */}
    </Stack>
  );
}
