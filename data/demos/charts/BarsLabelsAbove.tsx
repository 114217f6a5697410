import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import { BarChart, type BarLabelProps } from '@mui/x-charts/BarChart';
import { countries } from './data/countries';

const largest = [...countries].sort((a, b) => b.population - a.population).slice(0, 6);

// preview-start
/** A bar label placed just above its bar, instead of in its middle. */
function LabelAboveBar(props: BarLabelProps) {
  const theme = useTheme();
  const { x, y, width, children } = props;
  return (
    <text x={x + width / 2} y={y - 6} textAnchor="middle" fill={theme.palette.text.primary} style={{ fontSize: 12 }}>
      {children}
    </text>
  );
}
// preview-end

export default function BarsLabelsAbove() {
  return (
    <BarChart
      height={300}
      dataset={largest.map((country) => ({ name: country.name, population: country.population }))}
      xAxis={[{ scaleType: 'band', dataKey: 'name' }]}
      // Headroom above the tallest bar for its label.
      yAxis={[{ width: 50, domainLimit: (min, max) => ({ min: 0, max: max * 1.1 }) }]}
      series={[{ dataKey: 'population', label: 'Population (millions)' }]}
      barLabel={(item) => `${item.value} M`}
      slots={{ barLabel: LabelAboveBar }}
      hideLegend
    />
  );
}
