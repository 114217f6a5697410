import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: departments, width: 150 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 150 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 150 },
  // Not filterable: its header filter cell stays empty.
  { field: 'email', headerName: 'Email', width: 250, filterable: false },
];
// preview-end

export default function HeaderFiltersGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        initialState={{
          filter: { filterModel: { items: [{ field: 'salary', operator: '>=', value: 100000 }] } },
        }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
