import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function PaginationAutoPageSize() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={employees} columns={columns} autoPageSize density="compact" />
      {/* preview-end */}
    </Box>
  );
}
