import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 140 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 120 },
  {
    field: 'startYear',
    headerName: 'Since',
    type: 'number',
    width: 100,
    // A year, not a quantity: no thousands separator.
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
];

const rows = [
  { id: 1, name: 'Amara Okafor', role: 'Engineer', team: 'Platform', startYear: 2019 },
  { id: 2, name: 'Lucas Ferreira', role: 'Designer', team: 'Growth', startYear: 2021 },
  { id: 3, name: 'Mei Tanaka', role: 'Engineer', team: 'Growth', startYear: 2017 },
  { id: 4, name: 'Jonas Berg', role: 'Product manager', team: 'Platform', startYear: 2020 },
  { id: 5, name: 'Priya Nair', role: 'Data analyst', team: 'Insights', startYear: 2022 },
  { id: 6, name: 'Tomás Ruiz', role: 'Engineer', team: 'Insights', startYear: 2018 },
];

export default function BasicGrid() {
  return (
    <div style={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={rows} columns={columns} />
      {/* preview-end */}
    </div>
  );
}
