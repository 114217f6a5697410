import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  // Only `field`: the header shows the field name.
  { field: 'name' },
  { field: 'role', headerName: 'Job title', width: 180 },
  {
    field: 'office',
    headerName: 'Office',
    width: 130,
    // Shown as a tooltip on the header.
    description: 'Where the person works most days',
  },
];
// preview-end

export default function ColumnDefinitionBasics() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
