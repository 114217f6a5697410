import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GRID_CHECKBOX_SELECTION_COL_DEF, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'office', headerName: 'Office', width: 110 },
  // The checkbox column, moved to the end and widened.
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    width: 110,
    align: 'center',
    headerAlign: 'center',
  },
];
// preview-end

export default function RowSelectionCheckboxColumn() {
  return (
    <Box sx={{ height: 380 }}>
      {/* preview-start */}
      {/* Keep `checkboxSelection`: without it, the grid removes the column. */}
      <DataGrid rows={employees} columns={columns} checkboxSelection />
      {/* preview-end */}
    </Box>
  );
}
