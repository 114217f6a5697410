import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

const controls = [
  { key: 'gap', label: 'Gap between items', min: 0, max: 48 },
  { key: 'markSize', label: 'Mark size', min: 8, max: 16 },
  { key: 'fontSize', label: 'Font size', min: 10, max: 16 },
] as const;

export default function LegendDimensions() {
  const [values, setValues] = React.useState({ gap: 16, markSize: 14, fontSize: 12 });
  return (
    <Stack spacing={1}>
      <Stack useFlexGap direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {controls.map((control) => (
          <Stack key={control.key} sx={{ width: 180 }}>
            <Typography variant="body2" id={`legend-${control.key}`}>
              {control.label}: {values[control.key]}px
            </Typography>
            <Slider
              size="small"
              value={values[control.key]}
              onChange={(_, value) => setValues((current) => ({ ...current, [control.key]: value as number }))}
              min={control.min}
              max={control.max}
              aria-labelledby={`legend-${control.key}`}
            />
          </Stack>
        ))}
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
        sx={{
          [`.${legendClasses.root}`]: { gap: `${values.gap}px` },
          [`.${legendClasses.mark}`]: { width: values.markSize, height: values.markSize },
          [`.${legendClasses.label}`]: { fontSize: values.fontSize },
        }}
      />
      {/* preview-end */}
    </Stack>
  );
}
