import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';
import { weekdays, hours, ticketCells } from './data/supportTickets';

export default function SupportTicketsHeatmap() {
  return (
    <Heatmap
      height={360}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: weekdays, width: 40 }]}
      series={[{ data: ticketCells.map(([day, hour, value]) => [hour, day, value]), label: 'Tickets opened' }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 64, color: ['#e3f2fd', '#0d47a1'] } }]}
      hideLegend={false}
    />
  );
}
