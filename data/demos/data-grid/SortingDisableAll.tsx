import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 130 },
];

export default function SortingDisableAll() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="disableColumnSorting"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={cities}
          columns={columns}
          disableColumnSorting={disabled}
          // Still applied while sorting is disabled: only the readers' clicks are ignored.
          initialState={{ sorting: { sortModel: [{ field: 'population', sort: 'desc' }] } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
