import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { desktopBrowsers, percent } from './data/marketShare';

// The bar chart has one series per browser, so both charts identify a browser by its series id
// in the bars and by its data index in the pie.
const browsers = desktopBrowsers.slice(0, 5);

export default function SyncedHighlight() {
  const [item, setItem] = React.useState<HighlightItemData | null>(null);
  const hoveredIndex = item == null ? null : item.seriesId === 'pie' ? (item.dataIndex ?? null) : browsers.findIndex((b) => b.id === item.seriesId);

  const barItem: HighlightItemData | null = hoveredIndex == null ? null : { seriesId: browsers[hoveredIndex].id, dataIndex: 0 };
  const pieItem: HighlightItemData | null = hoveredIndex == null ? null : { seriesId: 'pie', dataIndex: hoveredIndex };

  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {/* preview-start */}
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: ['Desktop share'] }]}
          yAxis={[{ width: 40 }]}
          series={browsers.map((browser) => ({
            id: browser.id,
            label: browser.label,
            data: [browser.value],
            valueFormatter: percent,
            highlightScope: { highlight: 'series', fade: 'global' },
          }))}
          highlightedItem={barItem}
          onHighlightChange={setItem}
          hideLegend
        />
        <PieChart
          height={240}
          series={[
            {
              id: 'pie',
              data: browsers,
              innerRadius: 40,
              valueFormatter: (entry) => percent(entry.value),
              highlightScope: { highlight: 'item', fade: 'global' },
            },
          ]}
          highlightedItem={pieItem}
          onHighlightChange={setItem}
        />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {hoveredIndex == null ? 'Hover a bar or a slice.' : `Highlighted: ${browsers[hoveredIndex].label}`}
      </Typography>
    </Box>
  );
}
