import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const integer = new Intl.NumberFormat('en-US');

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 130 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'continent', headerName: 'Continent', width: 130 },
  { field: 'population', headerName: 'Population', type: 'number', width: 120 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 110 },
  {
    field: 'density',
    headerName: 'People / km²',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => Math.round(row.population / row.area),
    valueFormatter: (value: number) => integer.format(value),
  },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 120 },
  { field: 'meanTemperature', headerName: 'Mean (°C)', type: 'number', width: 100 },
  { field: 'rainfall', headerName: 'Rain (mm)', type: 'number', width: 100 },
];

// preview-start
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'place',
    headerName: 'Place',
    children: [{ field: 'city' }, { groupId: 'where', headerName: 'Where', children: [{ field: 'country' }, { field: 'continent' }] }],
  },
  {
    groupId: 'figures',
    headerName: 'Figures',
    headerClassName: 'figures-group',
    children: [
      {
        groupId: 'size',
        headerName: 'Size',
        description: 'City proper, recent estimates',
        children: [{ field: 'population' }, { field: 'area' }, { field: 'density' }],
      },
      { field: 'elevation' },
      {
        groupId: 'climate',
        headerName: 'Climate',
        description: 'Yearly averages',
        children: [{ field: 'meanTemperature' }, { field: 'rainfall' }],
      },
    ],
  },
];
// preview-end

export default function ColumnGroupsGrid() {
  return (
    <Box sx={{ height: 420, width: '100%', '& .figures-group': { backgroundColor: 'action.hover' } }}>
      <DataGrid
        rows={cities}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
        hideFooter
      />
    </Box>
  );
}
