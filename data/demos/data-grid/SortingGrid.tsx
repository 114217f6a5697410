import * as React from 'react';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 140 },
  { field: 'country', headerName: 'Country', flex: 1, minWidth: 120 },
  { field: 'population', headerName: 'Population', type: 'number', width: 140 },
];

const rows = [
  { id: 1, city: 'Zurich', country: 'Switzerland', population: 421878 },
  { id: 2, city: 'Lyon', country: 'France', population: 522250 },
  { id: 3, city: 'Porto', country: 'Portugal', population: 231800 },
  { id: 4, city: 'Ghent', country: 'Belgium', population: 265086 },
  { id: 5, city: 'Bergen', country: 'Norway', population: 291940 },
];

export default function SortingGrid() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'population', sort: 'desc' },
  ]);

  return (
    <div style={{ height: 318, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        hideFooter
      />
      {/* preview-end */}
    </div>
  );
}
