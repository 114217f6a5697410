import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';
import { mobileOperatingSystems, percent } from './data/marketShare';

export default function PieClick() {
  const [selected, setSelected] = React.useState<number | null>(null);
  const item = selected == null ? null : mobileOperatingSystems[selected];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
      {/* preview-start */}
      <PieChart
        height={220}
        width={220}
        series={[
          {
            data: mobileOperatingSystems,
            innerRadius: 45,
            outerRadius: 100,
            valueFormatter: (entry) => percent(entry.value),
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        onItemClick={(_event, identifier) => setSelected(identifier.dataIndex)}
        hideLegend
      />
      {/* preview-end */}
      <Typography variant="body2" aria-live="polite">
        {item ? `${item.label}: ${item.value}% of smartphones in use worldwide.` : 'Click a slice for its details.'}
      </Typography>
    </Stack>
  );
}
