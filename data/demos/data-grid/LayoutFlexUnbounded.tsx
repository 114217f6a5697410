import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

// Five rows: the grid is exactly as tall as its header, its five rows and its footer.
const rows = cities.slice(0, 5);

export default function LayoutFlexUnbounded() {
  return (
    <Box sx={{ width: '100%' }}>
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={rows} columns={columns} />
      </Box>
      {/* preview-end */}
    </Box>
  );
}
