import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

// preview-start
/** Stands in for `GET /api/cities?sort=population&order=desc`: sorts on the "server" after 500 ms. */
function fetchCities(sortModel: GridSortModel): Promise<City[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const [sort] = sortModel;
      if (!sort) {
        resolve(cities);
        return;
      }
      const field = sort.field as keyof City;
      const direction = sort.sort === 'desc' ? -1 : 1;
      resolve(
        [...cities].sort((a, b) =>
          typeof a[field] === 'number'
            ? direction * ((a[field] as number) - (b[field] as number))
            : direction * String(a[field]).localeCompare(String(b[field])),
        ),
      );
    }, 500);
  });
}
// preview-end

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', width: 140 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'area', headerName: 'Area (km²)', type: 'number', width: 120 },
];

export default function SortingServerGrid() {
  const [rows, setRows] = React.useState<City[]>([]);
  const [loading, setLoading] = React.useState(true);
  // preview-start
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'population', sort: 'desc' }]);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCities(sortModel).then((result) => {
      // Ignore answers to requests that a newer sort replaced.
      if (active) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [sortModel]);
  // preview-end

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        sortingMode="server"
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        loading={loading}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
