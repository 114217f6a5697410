import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 130 },
];

// Every column starts hidden, as if a reader had unticked them all.
const allHidden: GridColumnVisibilityModel = { name: false, role: false, office: false };

export default function OverlaysNoColumns() {
  const [disableColumnSelector, setDisableColumnSelector] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch checked={disableColumnSelector} onChange={(event) => setDisableColumnSelector(event.target.checked)} />
          }
          label="disableColumnSelector"
        />
      </Stack>
      <Box sx={{ height: 280 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          initialState={{ columns: { columnVisibilityModel: allHidden } }}
          disableColumnSelector={disableColumnSelector}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
