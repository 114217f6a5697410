import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name (resizable)', width: 190 },
  { field: 'department', headerName: 'Department (fixed)', width: 170, resizable: false },
  { field: 'role', headerName: 'Role (resizable)', width: 200 },
  { field: 'office', headerName: 'Office (fixed)', width: 140, resizable: false },
  { field: 'salary', headerName: 'Salary (resizable)', type: 'number', width: 160 },
];

export default function StyleRecipesResizeHandles() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={employees}
        columns={columns}
        density="compact"
        sx={{
          // Only the separators of resizable columns carry the `--resizable` modifier.
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {
            display: 'none',
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
