import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';
import { electricityBySource, energyYears } from './data/energy';

// The eight sources of German electricity make a legend taller than the plot.
const series = electricityBySource.map((source) => ({ id: source.key, data: source.values, label: source.label, showMark: false }));

export default function LegendScrollable() {
  return (
    <LineChart
      height={220}
      xAxis={[{ scaleType: 'point', data: energyYears }]}
      yAxis={[{ width: 40 }]}
      series={series}
      slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      // preview-start
      sx={{
        [`.${legendClasses.root}`]: {
          // A fixed height and a scrollbar instead of a legend taller than the chart.
          maxHeight: 160,
          overflowY: 'auto',
          flexWrap: 'nowrap',
          paddingRight: 1,
        },
      }}
      // preview-end
    />
  );
}
