import * as React from 'react';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

const columns: GridColDef[] = [
  { field: 'title', headerName: 'Film', flex: 1, minWidth: 200 },
  { field: 'director', headerName: 'Director', width: 180 },
  {
    field: 'year',
    headerName: 'Year',
    type: 'number',
    width: 90,
    // A year, not a quantity: no thousands separator.
    valueFormatter: (value?: number) => (value == null ? '' : String(value)),
  },
  { field: 'runtime', headerName: 'Minutes', type: 'number', width: 110 },
];

const rows = [
  { id: 1, title: 'Spirited Away', director: 'Hayao Miyazaki', year: 2001, runtime: 125 },
  { id: 2, title: 'My Neighbor Totoro', director: 'Hayao Miyazaki', year: 1988, runtime: 86 },
  { id: 3, title: 'Princess Mononoke', director: 'Hayao Miyazaki', year: 1997, runtime: 134 },
  { id: 4, title: 'In the Mood for Love', director: 'Wong Kar-wai', year: 2000, runtime: 98 },
  { id: 5, title: 'Chungking Express', director: 'Wong Kar-wai', year: 1994, runtime: 102 },
  { id: 6, title: 'Cléo from 5 to 7', director: 'Agnès Varda', year: 1962, runtime: 90 },
  { id: 7, title: 'The Gleaners and I', director: 'Agnès Varda', year: 2000, runtime: 82 },
];

export default function RowGroupingGrid() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['director'] },
      aggregation: { model: { runtime: 'sum' } },
    },
  });

  return (
    <div style={{ height: 440, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
        density="compact"
        hideFooter
      />
      {/* preview-end */}
    </div>
  );
}
