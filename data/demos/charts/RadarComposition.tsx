import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import {
  RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
  RadarAxisHighlight,
} from '@mui/x-charts/RadarChart';
import { laptopCriteria, laptops, score } from './data/radarLaptops';

export default function RadarComposition() {
  return (
    <RadarDataProvider
      height={320}
      radar={{ max: 10, metrics: laptopCriteria }}
      series={laptops.map((laptop) => ({ id: laptop.id, label: laptop.label, data: laptop.scores, valueFormatter: score, fillArea: true }))}
    >
      {/* preview-start */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <ChartsSurface sx={{ flex: 1, minWidth: 0 }}>
          <RadarGrid divisions={4} stripeColor={null} />
          <RadarMetricLabels />
          {/* Every area first, then the highlight line, then every mark on top. */}
          <RadarSeriesArea />
          <RadarAxisHighlight />
          <RadarSeriesMarks />
        </ChartsSurface>
        <ChartsLegend direction="vertical" />
      </Box>
      <ChartsTooltip />
      {/* preview-end */}
    </RadarDataProvider>
  );
}
