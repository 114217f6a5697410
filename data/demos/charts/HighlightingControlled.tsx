import * as React from 'react';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { quarters, revenueByRegion, formatThousands } from './data/revenue';

export default function HighlightingControlled() {
  // preview-start
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({ seriesId: 'Europe' });
  // preview-end
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {revenueByRegion.map((row) => (
          <Chip
            key={row.region}
            label={row.region}
            color={highlightedItem?.seriesId === row.region ? 'primary' : 'default'}
            onClick={() => setHighlightedItem(highlightedItem?.seriesId === row.region ? null : { seriesId: row.region })}
          />
        ))}
      </Stack>
      {/* preview-start */}
      <BarChart
        height={280}
        highlightedItem={highlightedItem}
        onHighlightChange={setHighlightedItem}
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 56, valueFormatter: (value: number) => formatThousands(value) }]}
        series={revenueByRegion.map((row) => ({
          id: row.region,
          data: row.values,
          label: row.region,
          valueFormatter: formatThousands,
          highlightScope: { highlight: 'series', fade: 'global' },
        }))}
        hideLegend
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace', fontSize: 13 }}>
        highlightedItem: {highlightedItem ? JSON.stringify(highlightedItem) : 'null'}
      </Typography>
    </Stack>
  );
}
