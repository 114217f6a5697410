import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { desktopBrowsers, percent } from './data/marketShare';

export default function PieShapeControls() {
  const [innerRadius, setInnerRadius] = React.useState(50);
  const [paddingAngle, setPaddingAngle] = React.useState(2);
  const [cornerRadius, setCornerRadius] = React.useState(4);
  const [endAngle, setEndAngle] = React.useState(360);
  const controls = [
    { label: 'innerRadius (%)', value: innerRadius, set: setInnerRadius, min: 0, max: 90, step: 5 },
    { label: 'paddingAngle', value: paddingAngle, set: setPaddingAngle, min: 0, max: 8, step: 1 },
    { label: 'cornerRadius', value: cornerRadius, set: setCornerRadius, min: 0, max: 12, step: 1 },
    { label: 'endAngle', value: endAngle, set: setEndAngle, min: 90, max: 360, step: 10 },
  ];
  return (
    <div>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, columnGap: 3 }}>
        {controls.map((control) => (
          <div key={control.label}>
            <Typography variant="caption" component="div">
              {`${control.label}: ${control.value}`}
            </Typography>
            <Slider size="small" value={control.value} min={control.min} max={control.max} step={control.step} onChange={(_, value) => control.set(value as number)} aria-label={control.label} />
          </div>
        ))}
      </Box>
      {/* preview-start */}
      <PieChart
        height={260}
        series={[
          {
            data: desktopBrowsers,
            innerRadius: `${innerRadius}%`,
            paddingAngle,
            cornerRadius,
            startAngle: 0,
            endAngle,
            valueFormatter: (item) => percent(item.value),
          },
        ]}
      />
      {/* preview-end */}
    </div>
  );
}
