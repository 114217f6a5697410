import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { weekdays, hours, ticketCells } from './data/supportTickets';

type Vertical = 'top' | 'bottom';
type LabelPosition = 'extremes' | 'start' | 'end';

export default function HeatmapLegendPlacement() {
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2}>
        <ToggleButtonGroup size="small" exclusive value={vertical} onChange={(_, next) => next && setVertical(next)} aria-label="Legend position">
          <ToggleButton value="top">top</ToggleButton>
          <ToggleButton value="bottom">bottom</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={labelPosition} onChange={(_, next) => next && setLabelPosition(next)} aria-label="labelPosition">
          <ToggleButton value="extremes">extremes</ToggleButton>
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {/* The box keeps its height when the legend's labels move to their own row. */}
      <Box sx={{ height: 350 }}>
        {/* preview-start */}
        <Heatmap
          height={300}
          xAxis={[{ data: hours }]}
          yAxis={[{ data: weekdays, width: 40 }]}
          series={[{ data: ticketCells.map(([day, hour, value]) => [hour, day, value]) }]}
          zAxis={[{ min: 0, max: 64, colorMap: { type: 'continuous', min: 0, max: 64, color: ['#e0f2f1', '#004d40'] } }]}
          hideLegend={false}
          slotProps={{ legend: { position: { vertical }, labelPosition } }}
        />
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
