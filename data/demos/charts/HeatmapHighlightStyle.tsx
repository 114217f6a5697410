import * as React from 'react';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';
import { weekdays, hours, ticketCells } from './data/supportTickets';

export default function HeatmapHighlightStyle() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: weekdays, width: 40 }]}
      series={[
        {
          data: ticketCells.map(([day, hour, value]) => [hour, day, value]),
          highlightScope: { highlight: 'item', fade: 'global' },
          valueFormatter: (cell) => (cell == null ? '' : `${cell[2]} tickets`),
        },
      ]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 64, color: ['#e8eaf6', '#1a237e'] } }]}
      // preview-start
      sx={{
        [`.${heatmapClasses.cell}`]: { transition: 'opacity 0.2s' },
        // The hovered cell gets an outline instead of more saturation…
        [`.${heatmapClasses.highlighted}`]: { filter: 'none', stroke: '#ff6f00', strokeWidth: 3 },
        // …and the others fade out clearly.
        [`.${heatmapClasses.faded}`]: { filter: 'none', opacity: 0.35 },
      }}
      // preview-end
    />
  );
}
