import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function OverlaysNoResults() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* preview-start */}
      {/* Nobody works in Auckland: the search hides every row. Change or clear it. */}
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['Auckland'] } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
