import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function ComponentsDefaultToolbar() {
  const [showToolbar, setShowToolbar] = React.useState(true);
  const [withLabel, setWithLabel] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={showToolbar} onChange={(event) => setShowToolbar(event.target.checked)} />}
          label="showToolbar"
        />
        <FormControlLabel
          control={<Switch checked={withLabel} onChange={(event) => setWithLabel(event.target.checked)} />}
          label="label"
        />
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          showToolbar={showToolbar}
          // Shown at the start of the default toolbar; also the grid's and the toolbar's accessible name.
          label={withLabel ? 'Team roster' : undefined}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
