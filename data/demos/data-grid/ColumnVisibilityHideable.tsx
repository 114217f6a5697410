import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  // Always visible: no "Hide column" in its menu, a disabled switch in the columns panel.
  { field: 'name', headerName: 'Name', width: 190, hideable: false },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'email', headerName: 'Email', width: 250 },
];
// preview-end

export default function ColumnVisibilityHideable() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} showToolbar />
    </Box>
  );
}
