import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';
import { chartsTooltipClasses } from '@mui/x-charts/ChartsTooltip';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function TooltipStyled() {
  const [disablePortal, setDisablePortal] = React.useState(false);
  return (
    <Stack spacing={1}>
      <FormControlLabel control={<Switch checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />} label="disablePortal" />
      {/* preview-start */}
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({ data: row.values, label: row.region, valueFormatter: formatThousands }))}
        slotProps={{
          tooltip: {
            disablePortal,
            // Reaches the tooltip wherever it renders: the sx is set on the tooltip itself.
            sx: {
              [`& .${chartsTooltipClasses.paper}`]: { borderRadius: 3, borderWidth: 2 },
              [`& .${chartsTooltipClasses.valueCell}`]: { fontWeight: 700, color: 'primary.main' },
              [`& .${chartsTooltipClasses.axisValueCell}`]: { textTransform: 'uppercase', letterSpacing: 1 },
            },
          },
        }}
      />
      {/* preview-end */}
    </Stack>
  );
}
