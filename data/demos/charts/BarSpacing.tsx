import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function BarSpacing() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.3);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);
  const [borderRadius, setBorderRadius] = React.useState(4);
  const controls = [
    { label: 'categoryGapRatio', value: categoryGapRatio, set: setCategoryGapRatio, min: 0, max: 0.8, step: 0.05 },
    { label: 'barGapRatio', value: barGapRatio, set: setBarGapRatio, min: 0, max: 0.8, step: 0.05 },
    { label: 'borderRadius', value: borderRadius, set: setBorderRadius, min: 0, max: 12, step: 1 },
  ];
  return (
    <div>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, columnGap: 3 }}>
        {controls.map((control) => (
          <div key={control.label}>
            <Typography variant="caption" component="div">
              {`${control.label}: ${control.value}`}
            </Typography>
            <Slider
              size="small"
              value={control.value}
              min={control.min}
              max={control.max}
              step={control.step}
              onChange={(_, value) => control.set(value as number)}
              aria-label={control.label}
            />
          </div>
        ))}
      </Box>
      {/* preview-start */}
      <BarChart
        height={300}
        borderRadius={borderRadius}
        xAxis={[{ scaleType: 'band', data: quarters, categoryGapRatio, barGapRatio }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
      />
      {/* preview-end */}
    </div>
  );
}
