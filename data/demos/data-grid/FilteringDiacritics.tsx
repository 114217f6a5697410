import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, city: 'São Paulo', country: 'Brazil' },
  { id: 2, city: 'São Luís', country: 'Brazil' },
  { id: 3, city: 'Santos', country: 'Brazil' },
  { id: 4, city: 'Zürich', country: 'Switzerland' },
  { id: 5, city: 'Malmö', country: 'Sweden' },
  { id: 6, city: 'Kraków', country: 'Poland' },
  { id: 7, city: 'Besançon', country: 'France' },
  { id: 8, city: 'Málaga', country: 'Spain' },
  { id: 9, city: 'Sacramento', country: 'United States' },
];

const columns: GridColDef[] = [
  { field: 'city', headerName: 'City', flex: 1 },
  { field: 'country', headerName: 'Country', flex: 1 },
];

export default function FilteringDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [{ field: 'city', operator: 'startsWith', value: 'sao' }] });

  const toggle = (checked: boolean) => {
    setIgnoreDiacritics(checked);
    // The grid reads ignoreDiacritics when it filters: a new model object makes it filter again.
    setFilterModel((model) => ({ ...model }));
  };
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={ignoreDiacritics} onChange={(event) => toggle(event.target.checked)} />}
          label="ignoreDiacritics"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={columns}
          showToolbar
          ignoreDiacritics={ignoreDiacritics}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
