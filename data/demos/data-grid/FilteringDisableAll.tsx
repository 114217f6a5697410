import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { cities, type City } from './data/cities';

const columns: GridColDef<City>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'continent', headerName: 'Continent', width: 140 },
  { field: 'population', headerName: 'Population', type: 'number', width: 130 },
];

export default function FilteringDisableAll() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />} label="disableColumnFilter" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={cities}
          columns={columns}
          showToolbar
          disableColumnFilter={disabled}
          // Still applied while filtering is disabled: only the readers' controls go away.
          initialState={{ filter: { filterModel: { items: [{ field: 'continent', operator: 'equals', value: 'Europe' }] } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
