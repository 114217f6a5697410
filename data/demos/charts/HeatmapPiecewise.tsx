import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { weekdays, hours, ticketCells } from './data/supportTickets';

// Staffing levels: how many agents a cell's ticket count calls for.
export default function HeatmapPiecewise() {
  return (
    <Heatmap
      height={360}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: weekdays, width: 40 }]}
      series={[
        {
          data: ticketCells.map(([day, hour, value]) => [hour, day, value]),
          label: 'Tickets',
          // The formatter receives the cell's [x index, y index, value] tuple.
          valueFormatter: (cell) => (cell == null ? '' : `${cell[2]} tickets`),
        },
      ]}
      // preview-start
      zAxis={[
        {
          colorMap: {
            type: 'piecewise',
            thresholds: [15, 35, 50],
            colors: ['#e8f5e9', '#a5d6a7', '#ffb74d', '#e53935'],
          },
        },
      ]}
      // preview-end
    />
  );
}
