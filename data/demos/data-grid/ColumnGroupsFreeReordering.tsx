import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
];

// preview-start
const columnGroupingModel: GridColumnGroupingModel = [
  // Its columns can be dragged out, splitting the header.
  { groupId: 'contact', headerName: 'Contact (free)', freeReordering: true, children: [{ field: 'name' }, { field: 'email' }] },
  // Its columns stay together.
  { groupId: 'place', headerName: 'Place (locked)', children: [{ field: 'office' }, { field: 'country' }] },
];
// preview-end

export default function ColumnGroupsFreeReordering() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro rows={employees} columns={columns} columnGroupingModel={columnGroupingModel} hideFooter />
    </Box>
  );
}
