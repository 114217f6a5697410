import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';
import { countries, regions } from './data/countries';

function CountryCard() {
  const tooltip = useItemTooltip<'scatter'>();
  if (!tooltip || tooltip.value == null) return null;
  const country = countries.find((item) => item.id === tooltip.value.id);
  if (!country) return null;
  return (
    <Paper elevation={3} sx={{ p: 1.5, borderInlineStart: `4px solid ${tooltip.color}`, minWidth: 180 }}>
      <Typography variant="subtitle2">{country.name}</Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {country.region}
      </Typography>
      <Typography variant="body2">GDP per capita: ${country.gdpPerCapita}k</Typography>
      <Typography variant="body2">Life expectancy: {country.lifeExpectancy} years</Typography>
      <Typography variant="body2">Population: {country.population} M</Typography>
    </Paper>
  );
}

// preview-start
function CountryTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props} trigger="item">
      <CountryCard />
    </ChartsTooltipContainer>
  );
}
// preview-end

export default function CustomItemTooltip() {
  return (
    // preview-start
    <ScatterChart
      height={320}
      xAxis={[{ scaleType: 'log', min: 0.8, max: 120, label: 'GDP per capita (k$)' }]}
      yAxis={[{ width: 48 }]}
      series={regions.map((region) => ({
        label: region,
        data: countries.filter((c) => c.region === region).map((c) => ({ id: c.id, x: c.gdpPerCapita, y: c.lifeExpectancy })),
      }))}
      slots={{ tooltip: CountryTooltip }}
    />
    // preview-end
  );
}
