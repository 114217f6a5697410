import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Station {
  id: number;
  station: string;
  country: string;
  /** Mean temperature of May 2025, °C. */
  mean: number;
  /** Difference with the 1991–2020 May average, °C. */
  anomaly: number;
}

const stations: Station[] = [
  { id: 1, station: 'Reykjavík', country: 'Iceland', mean: 6.1, anomaly: -0.4 },
  { id: 2, station: 'Bergen', country: 'Norway', mean: 11.8, anomaly: 1.6 },
  { id: 3, station: 'De Bilt', country: 'Netherlands', mean: 13.2, anomaly: 0.3 },
  { id: 4, station: 'Vienna', country: 'Austria', mean: 15.1, anomaly: -0.9 },
  { id: 5, station: 'Seville', country: 'Spain', mean: 23.4, anomaly: 2.7 },
  { id: 6, station: 'Athens', country: 'Greece', mean: 21.0, anomaly: 0 },
  { id: 7, station: 'Helsinki', country: 'Finland', mean: 9.6, anomaly: -1.8 },
];

const columns: GridColDef<Station>[] = [
  // A string: the same class on every cell of the column.
  { field: 'station', headerName: 'Station', width: 150, cellClassName: 'station-cell' },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 130 },
  { field: 'mean', headerName: 'Mean (°C)', type: 'number', width: 110 },
  // preview-start
  {
    field: 'anomaly',
    headerName: 'Anomaly (°C)',
    type: 'number',
    width: 140,
    // A function of the cell's params: the class follows the value.
    cellClassName: ({ value }: GridCellParams<Station, number>) => {
      if (value == null || value === 0) return '';
      return value > 0 ? 'anomaly warmer' : 'anomaly colder';
    },
    valueFormatter: (value: number) => (value > 0 ? `+${value.toFixed(1)}` : value.toFixed(1)),
  },
  // preview-end
];

export default function StyleCellClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 424,
        width: '100%',
        '& .station-cell': { fontWeight: 600 },
        '& .anomaly': { fontWeight: 600 },
        '& .anomaly.warmer': { backgroundColor: alpha(theme.palette.error.main, 0.14), color: 'error.main' },
        '& .anomaly.colder': { backgroundColor: alpha(theme.palette.info.main, 0.14), color: 'info.main' },
      })}
    >
      <DataGrid rows={stations} columns={columns} hideFooter />
    </Box>
  );
}
