import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart, pieArcClasses } from '@mui/x-charts/PieChart';
import { mobileOperatingSystems, desktopBrowsers, percent } from './data/marketShare';

type Fade = 'global' | 'series' | 'none';

export default function PieHighlightStyles() {
  const [fade, setFade] = React.useState<Fade>('global');
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup size="small" exclusive value={fade} onChange={(_, next) => next !== null && setFade(next)} aria-label="fade">
        <ToggleButton value="global">fade: global</ToggleButton>
        <ToggleButton value="series">fade: series</ToggleButton>
        <ToggleButton value="none">fade: none</ToggleButton>
      </ToggleButtonGroup>
      {/* preview-start */}
      <PieChart
        height={280}
        series={[
          {
            id: 'mobile',
            data: mobileOperatingSystems,
            outerRadius: 70,
            highlightScope: { highlight: 'item', fade },
            highlighted: { additionalRadius: 4 },
            valueFormatter: (item) => percent(item.value),
          },
          {
            id: 'desktop',
            data: desktopBrowsers,
            innerRadius: 80,
            outerRadius: 115,
            highlightScope: { highlight: 'item', fade },
            // Sizes change through these options; colors and strokes through the CSS classes below.
            highlighted: { innerRadius: 76, additionalRadius: 6, cornerRadius: 4 },
            faded: { additionalRadius: -6 },
            valueFormatter: (item) => percent(item.value),
          },
        ]}
        sx={{
          [`& .${pieArcClasses.faded}`]: { fill: 'grey', opacity: 0.35 },
          [`& .${pieArcClasses.highlighted}`]: { strokeWidth: 2 },
        }}
        hideLegend
      />
      {/* preview-end */}
    </Stack>
  );
}
