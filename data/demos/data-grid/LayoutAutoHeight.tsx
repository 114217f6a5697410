import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 140 },
];

const rows = cities.slice(10, 14);

export default function LayoutAutoHeight() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* preview-start */}
      {/* Deprecated: the parent needs no height, the grid sizes itself to its four rows. */}
      <DataGrid rows={rows} columns={columns} autoHeight />
      {/* preview-end */}
    </Box>
  );
}
