import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

type Viewer = 'colleague' | 'manager' | 'hr';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'rating', headerName: 'Last review', type: 'number', width: 110 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  { field: 'contract', headerName: 'Contract', width: 120 },
];

// preview-start
// What each kind of viewer may see: decided by the application, not by the reader.
const visibilityByViewer: Record<Viewer, GridColumnVisibilityModel> = {
  colleague: { rating: false, salary: false, contract: false },
  manager: { salary: false },
  hr: {},
};
// preview-end

export default function ColumnVisibilityRoleBased() {
  const [viewer, setViewer] = React.useState<Viewer>('colleague');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={viewer} onChange={(_event, next) => next && setViewer(next)} sx={{ height: 32 }}>
          <ToggleButton value="colleague">Colleague</ToggleButton>
          <ToggleButton value="manager">Manager</ToggleButton>
          <ToggleButton value="hr">HR</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          showToolbar
          // No panel, no "Hide column" or "Manage columns" in the menus: only the model decides.
          disableColumnSelector
          columnVisibilityModel={visibilityByViewer[viewer]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
