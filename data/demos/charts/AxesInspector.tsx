import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXAxes, useYAxes } from '@mui/x-charts/hooks';
import { cities, months } from './data/temperatures';

const oslo = cities[1];

/** An HTML table of every axis the chart computed, read with useXAxes and useYAxes. */
function AxesTable() {
  const { xAxis, xAxisIds } = useXAxes();
  const { yAxis, yAxisIds } = useYAxes();
  const rows = [
    ...xAxisIds.map((id) => ({ direction: 'x', id, axis: xAxis[id] })),
    ...yAxisIds.map((id) => ({ direction: 'y', id, axis: yAxis[id] })),
  ];
  return (
    <Box component="table" sx={{ fontSize: 13, borderCollapse: 'collapse', '& td, & th': { px: 1, py: 0.25, textAlign: 'start', borderBottom: 1, borderColor: 'divider' } }}>
      <thead>
        <tr>
          <th>Axis</th>
          <th>id</th>
          <th>scaleType</th>
          <th>position</th>
          <th>domain</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ direction, id, axis }) => {
          const domain = axis.scale.domain();
          return (
            <tr key={`${direction}-${id}`}>
              <td>{direction}</td>
              <td>{id}</td>
              <td>{axis.scaleType}</td>
              <td>{axis.position}</td>
              <td>{axis.scaleType === 'band' ? `${domain.length} categories` : `${domain[0]} to ${domain[domain.length - 1]}`}</td>
            </tr>
          );
        })}
      </tbody>
    </Box>
  );
}

export default function AxesInspector() {
  return (
    <ChartDataProvider
      height={240}
      xAxis={[{ id: 'months', scaleType: 'band', data: months }]}
      yAxis={[
        { id: 'rain', width: 40 },
        { id: 'temperature', position: 'right', width: 40 },
      ]}
      series={[
        { type: 'bar', data: oslo.rainfall, yAxisId: 'rain', label: 'Rainfall (mm)' },
        { type: 'line', data: oslo.temperature, yAxisId: 'temperature', label: 'Temperature (°C)' },
      ]}
    >
      <ChartsSurface>
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temperature" />
      </ChartsSurface>
      <Box sx={{ overflowX: 'auto', mt: 1 }}>
        <AxesTable />
      </Box>
    </ChartDataProvider>
  );
}
