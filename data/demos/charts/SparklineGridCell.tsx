import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { cities, months, celsius } from './data/temperatures';

interface Row {
  id: string;
  city: string;
  temperature: number[];
  warmest: number;
}

const rows: Row[] = cities.map((city) => ({
  id: city.city,
  city: city.city,
  temperature: city.temperature,
  warmest: Math.max(...city.temperature),
}));

const columns: GridColDef<Row>[] = [
  { field: 'city', headerName: 'City', width: 110 },
  {
    field: 'temperature',
    headerName: 'Monthly mean, Jan–Dec',
    flex: 1,
    minWidth: 160,
    sortable: false,
    renderCell: (params) => (
      // preview-start
      <SparkLineChart
        data={params.value as number[]}
        xAxis={{ scaleType: 'point', data: months }}
        // One shared range, so the cities compare.
        yAxis={{ min: -5, max: 30 }}
        height={40}
        curve="natural"
        showTooltip
        valueFormatter={celsius}
      />
      // preview-end
    ),
  },
  { field: 'warmest', headerName: 'Warmest (°C)', type: 'number', width: 120 },
];

export default function SparklineGridCell() {
  return (
    <Box sx={{ height: 300 }}>
      <DataGrid rows={rows} columns={columns} rowHeight={48} hideFooter disableRowSelectionOnClick />
    </Box>
  );
}
