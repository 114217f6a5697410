import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

const rows = [
  { id: 1, name: 'José Álvarez', city: 'Sevilla' },
  { id: 2, name: 'Jose Martins', city: 'Porto' },
  { id: 3, name: 'Zoë Fontaine', city: 'Besançon' },
  { id: 4, name: 'Zoe Hart', city: 'Leeds' },
  { id: 5, name: 'Søren Kjær', city: 'Århus' },
  { id: 6, name: 'Björn Åkesson', city: 'Malmö' },
  { id: 7, name: 'Renée Dubois', city: 'Genève' },
];

const columns: GridColDef[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  { field: 'city', headerName: 'City', flex: 1 },
];

export default function QuickFilterDiacritics() {
  const [ignoreDiacritics, setIgnoreDiacritics] = React.useState(true);
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [], quickFilterValues: ['jose'] });

  const toggle = (checked: boolean) => {
    setIgnoreDiacritics(checked);
    // The grid reads ignoreDiacritics when it filters: a new model object makes it filter again.
    setFilterModel((model) => ({ ...model }));
  };
  // preview-end

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
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
