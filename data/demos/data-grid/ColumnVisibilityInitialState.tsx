import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'email', headerName: 'Email', width: 250 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

const presets: Record<'contact' | 'pay', GridColumnVisibilityModel> = {
  // Hides only the columns set to false; the others stay visible.
  contact: { salary: false },
  pay: { email: false, office: false },
};

export default function ColumnVisibilityInitialState() {
  const [preset, setPreset] = React.useState<'contact' | 'pay'>('contact');
  const [mountCount, setMountCount] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={preset} onChange={(_event, next) => next && setPreset(next)} sx={{ height: 32 }}>
          <ToggleButton value="contact">Contact view</ToggleButton>
          <ToggleButton value="pay">Pay view</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setMountCount((count) => count + 1)}>
          Remount the grid
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          // A new key mounts a new grid, which reads initialState again.
          key={mountCount}
          rows={employees}
          columns={columns}
          showToolbar
          initialState={{ columns: { columnVisibilityModel: presets[preset] } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
