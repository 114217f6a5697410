import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  {
    field: 'meanTemperature',
    headerName: 'Mean (°C)',
    type: 'number',
    width: 110,
    // preview-start
    cellClassName: ({ value }: GridCellParams<City, number>) =>
      value == null ? '' : value >= 22 ? 'hot' : value <= 10 ? 'cold' : '',
    // preview-end
  },
  {
    field: 'rainfall',
    headerName: 'Rain (mm)',
    type: 'number',
    width: 110,
    cellClassName: ({ value }: GridCellParams<City, number>) => (value != null && value < 300 ? 'dry' : ''),
  },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 130 },
];

export default function CellsStylingGrid() {
  const [lastEvent, setLastEvent] = React.useState('Click or double-click a cell.');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} aria-live="polite">
        {lastEvent}
      </Typography>
      <Box
        sx={(theme) => ({
          height: 360,
          '& .hot': { backgroundColor: alpha(theme.palette.error.main, 0.16) },
          '& .cold': { backgroundColor: alpha(theme.palette.info.main, 0.16) },
          '& .dry': { color: theme.palette.warning.main, fontWeight: 600 },
        })}
      >
        <DataGrid
          rows={cities}
          columns={columns}
          onCellClick={(params) => setLastEvent(`Click: ${params.field} of ${params.row.city} is ${params.formattedValue}.`)}
          onCellDoubleClick={(params) => setLastEvent(`Double-click: ${params.field} of ${params.row.city}.`)}
          hideFooter
        />
      </Box>
    </Box>
  );
}
