import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { months, monthlyRevenue, formatThousands } from './data/revenue';

type SeriesKind = 'bar' | 'line';

export default function CompositionSwitchType() {
  const [thisYear, setThisYear] = React.useState<SeriesKind>('bar');
  const [lastYear, setLastYear] = React.useState<SeriesKind>('line');
  const totals = monthlyRevenue.map((row) => row.subscriptions + row.services + row.hardware);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={thisYear} onChange={(_, next) => next !== null && setThisYear(next)} aria-label="This year's type">
          <ToggleButton value="bar">2025 as bars</ToggleButton>
          <ToggleButton value="line">2025 as a line</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={lastYear} onChange={(_, next) => next !== null && setLastYear(next)} aria-label="Last year's type">
          <ToggleButton value="bar">2024 as bars</ToggleButton>
          <ToggleButton value="line">2024 as a line</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* preview-start */}
      <ChartContainer
        height={300}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={[
          { type: thisYear, id: 'thisYear', data: totals, label: '2025' },
          { type: lastYear, id: 'lastYear', data: monthlyRevenue.map((row) => row.lastYear), label: '2024' },
        ]}
      >
        <ChartsGrid horizontal />
        {/* Each plot draws only the series of its type. */}
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
      </ChartContainer>
      {/* preview-end */}
    </Stack>
  );
}
