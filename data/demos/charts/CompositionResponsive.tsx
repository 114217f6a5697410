import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { quarters, revenueByRegion } from './data/revenue';

export default function CompositionResponsive() {
  const [fixed, setFixed] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={fixed} onChange={(event) => setFixed(event.target.checked)} />} label="width={360} height={200}" />
      {/* The parent has a definite height: without width and height, the container fills it. */}
      <Box sx={{ height: 260, border: 1, borderColor: 'divider', borderStyle: 'dashed' }}>
        {/* preview-start */}
        <ChartContainer
          width={fixed ? 360 : undefined}
          height={fixed ? 200 : undefined}
          xAxis={[{ scaleType: 'band', data: quarters }]}
          yAxis={[{ width: 50 }]}
          series={revenueByRegion.map((row) => ({ type: 'bar' as const, data: row.values, label: row.region }))}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartContainer>
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
