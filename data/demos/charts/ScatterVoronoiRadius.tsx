import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { HighlightItemData } from '@mui/x-charts/context';
import { countries } from './data/countries';

const points = countries.map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy }));

export default function ScatterVoronoiRadius() {
  const [radius, setRadius] = React.useState<'none' | '40' | '12'>('none');
  const [disableVoronoi, setDisableVoronoi] = React.useState(false);
  const [hovered, setHovered] = React.useState<HighlightItemData | null>(null);
  const country = hovered?.dataIndex === undefined ? undefined : countries[hovered.dataIndex];
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={radius}
          disabled={disableVoronoi}
          onChange={(_, next) => next !== null && setRadius(next)}
          aria-label="voronoiMaxRadius"
        >
          <ToggleButton value="none">No limit</ToggleButton>
          <ToggleButton value="40">40 px</ToggleButton>
          <ToggleButton value="12">12 px</ToggleButton>
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={disableVoronoi} onChange={(event) => setDisableVoronoi(event.target.checked)} />}
          label="disableVoronoi"
        />
      </Stack>
      {/* preview-start */}
      <ScatterChart
        height={300}
        voronoiMaxRadius={radius === 'none' ? undefined : Number(radius)}
        disableVoronoi={disableVoronoi}
        onHighlightChange={setHovered}
        xAxis={[{ scaleType: 'log', min: 0.8, max: 120, label: 'GDP per capita (k$, log scale)' }]}
        yAxis={[{ label: 'Life expectancy (years)', width: 56 }]}
        series={[{ label: 'Countries', data: points, highlightScope: { highlight: 'item', fade: 'global' } }]}
        hideLegend
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Pointer on: {country ? country.name : 'no point'}
      </Typography>
    </Stack>
  );
}
