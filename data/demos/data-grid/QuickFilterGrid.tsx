import * as React from 'react';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', flex: 1, minWidth: 140 },
  { field: 'year', headerName: 'Year', type: 'number', width: 90 },
  { field: 'available', headerName: 'Available', type: 'boolean', width: 110 },
];

const rows = [
  { id: 1, title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', year: 1969, available: true },
  { id: 2, title: 'Kindred', author: 'Octavia E. Butler', year: 1979, available: false },
  { id: 3, title: 'The Dispossessed', author: 'Ursula K. Le Guin', year: 1974, available: true },
  { id: 4, title: 'Parable of the Sower', author: 'Octavia E. Butler', year: 1993, available: true },
  { id: 5, title: 'Solaris', author: 'Stanisław Lem', year: 1961, available: false },
  { id: 6, title: 'Roadside Picnic', author: 'Arkady and Boris Strugatsky', year: 1972, available: true },
];

export default function QuickFilterGrid() {
  return (
    <div style={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Le Guin'] } } }}
      />
      {/* preview-end */}
    </div>
  );
}
