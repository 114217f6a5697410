import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterItemIdentifier } from '@mui/x-charts/models';
import { countries, regions } from './data/countries';

export default function ScatterClickDetails() {
  const [clicked, setClicked] = React.useState<ScatterItemIdentifier | null>(null);
  const series = regions.map((region) => ({
    id: region,
    label: region,
    data: countries
      .filter((country) => country.region === region)
      .map((country) => ({ id: country.id, x: country.gdpPerCapita, y: country.lifeExpectancy })),
  }));
  const point = clicked ? series.find((item) => item.id === clicked.seriesId)?.data[clicked.dataIndex] : undefined;
  const country = countries.find((item) => item.id === point?.id);
  return (
    <Stack spacing={1}>
      {/* preview-start */}
      <ScatterChart
        height={300}
        onItemClick={(_event: unknown, item: ScatterItemIdentifier) => setClicked(item)}
        xAxis={[{ scaleType: 'log', min: 0.8, max: 120, label: 'GDP per capita (k$, log scale)' }]}
        yAxis={[{ label: 'Life expectancy (years)', width: 56 }]}
        series={series}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ minHeight: 40 }}>
        {clicked && country
          ? `onItemClick: { seriesId: '${clicked.seriesId}', dataIndex: ${clicked.dataIndex} } is ${country.name}, ${country.population} M people.`
          : 'Click a point, or near one.'}
      </Typography>
    </Stack>
  );
}
