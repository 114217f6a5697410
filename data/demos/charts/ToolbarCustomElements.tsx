import * as React from 'react';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import { parisDaily2024, dayFormatter } from './data/dailyWeather';

// preview-start
// The design system's pieces: an outlined button, a tooltip with an arrow below it, two icons.
const ToolbarButtonSlot = React.forwardRef<HTMLButtonElement, React.ComponentProps<typeof Button>>(function ToolbarButtonSlot(props, ref) {
  return <Button ref={ref} size="small" variant="outlined" sx={{ minWidth: 0, px: 1 }} {...props} />;
});

function ToolbarTooltipSlot(props: { title: React.ReactNode; children: React.ReactElement<any, any> }) {
  return <Tooltip title={props.title} placement="bottom" arrow>{props.children}</Tooltip>;
}
// preview-end

export default function ToolbarCustomElements() {
  return (
    // preview-start
    <LineChartPro
      showToolbar
      slots={{
        baseIconButton: ToolbarButtonSlot,
        baseTooltip: ToolbarTooltipSlot,
        zoomInIcon: AddCircleOutlineIcon,
        zoomOutIcon: RemoveCircleOutlineIcon,
      }}
      height={320}
      xAxis={[
        {
          scaleType: 'utc',
          data: parisDaily2024.map((day) => day.date),
          valueFormatter: (date: Date) => dayFormatter.format(date),
          zoom: true,
        },
      ]}
      yAxis={[{ width: 40 }]}
      series={[{ data: parisDaily2024.map((day) => day.precipitation), label: 'Paris, daily precipitation 2024 (mm)', showMark: false, area: true }]}
    />
    // preview-end
  );
}
