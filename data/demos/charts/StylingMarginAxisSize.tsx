import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';
import { quarters, revenueByRegion } from './data/revenue';

// Outlines the drawing area, so the effect of each setting is visible.
function DrawingAreaOutline() {
  const theme = useTheme();
  const { left, top, width, height } = useDrawingArea();
  return <rect x={left} y={top} width={width} height={height} fill="none" stroke={theme.palette.warning.main} strokeDasharray="4 3" />;
}

function Knob(props: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const id = `styling-margin-${props.label.replace(/\W+/g, '-')}`;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" id={id} sx={{ width: 150, flexShrink: 0 }}>
        {props.label}: {props.value}
      </Typography>
      <Slider size="small" min={0} max={props.max} value={props.value} onChange={(_, value) => props.onChange(value as number)} aria-labelledby={id} />
    </Stack>
  );
}

export default function StylingMarginAxisSize() {
  const [margin, setMargin] = React.useState(5);
  const [yAxisWidth, setYAxisWidth] = React.useState(30);
  const [xAxisHeight, setXAxisHeight] = React.useState(30);
  const [hideYAxis, setHideYAxis] = React.useState(false);
  return (
    <Stack spacing={1}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 4 }}>
        <Knob label="margin" value={margin} max={60} onChange={setMargin} />
        <Knob label="yAxis width" value={yAxisWidth} max={100} onChange={setYAxisWidth} />
        <Knob label="xAxis height" value={xAxisHeight} max={80} onChange={setXAxisHeight} />
        <FormControlLabel control={<Switch checked={hideYAxis} onChange={(event) => setHideYAxis(event.target.checked)} />} label="y-axis position: 'none'" />
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        {/* preview-start */}
        <BarChart
          height={260}
          margin={margin}
          xAxis={[{ scaleType: 'band', data: quarters, height: xAxisHeight }]}
          yAxis={[{ width: yAxisWidth, position: hideYAxis ? 'none' : 'left' }]}
          series={[{ data: revenueByRegion[0].values, label: revenueByRegion[0].region }]}
          hideLegend
        >
          <DrawingAreaOutline />
        </BarChart>
        {/* preview-end */}
      </Box>
    </Stack>
  );
}
