import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';
import { cafeDays } from './data/scatterCafe';

// preview-start
// The design system's pieces: an outlined button, a tooltip with an arrow below it, two icons.
const ToolbarButtonSlot = React.forwardRef<HTMLButtonElement, React.ComponentProps<typeof Button>>(function ToolbarButtonSlot(props, ref) {
  return <Button ref={ref} size="small" variant="outlined" sx={{ minWidth: 0, px: 1 }} {...props} />;
});

function ToolbarTooltipSlot(props: { title: React.ReactNode; children: React.ReactElement<any, any> }) {
  return (
    <Tooltip title={props.title} placement="bottom" arrow>
      {props.children}
    </Tooltip>
  );
}
// preview-end

export default function ToolbarCustomElements() {
  return (
    // preview-start
    <ScatterChartPro
      showToolbar
      slots={{
        baseIconButton: ToolbarButtonSlot,
        baseTooltip: ToolbarTooltipSlot,
        zoomInIcon: AddCircleOutlineIcon,
        zoomOutIcon: RemoveCircleOutlineIcon,
      }}
      height={300}
      xAxis={[{ label: 'Maximum temperature (°C)', zoom: true }]}
      yAxis={[{ label: 'Iced drinks sold', width: 56, zoom: true }]}
      series={[{ label: 'Café days, spring 2025', data: cafeDays.map((row) => ({ id: row.day, x: row.temperature, y: row.iced })) }]}
    />
    // preview-end
  );
}
