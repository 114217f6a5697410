import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', width: 160 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

// preview-start
// A few English texts, rewritten for this grid: strings, and functions where a count goes in.
const localeText: Partial<GridLocaleText> = {
  toolbarQuickFilterPlaceholder: 'Find a city…',
  noResultsOverlayLabel: 'No city matches your search.',
  footerRowSelected: (count) => (count === 1 ? 'One city picked' : `${count.toLocaleString()} cities picked`),
  paginationRowsPerPage: 'Cities per page:',
  paginationDisplayedRows: ({ from, to, count }) => `Cities ${from} to ${to} of ${count}`,
};
// preview-end

export default function LocalizationCustomText() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={cities}
        columns={columns}
        localeText={localeText}
        showToolbar
        checkboxSelection
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        pageSizeOptions={[5, 10, 25]}
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
