import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 120 },
  { field: 'role', headerName: 'Role', width: 120 },
  {
    field: 'summary',
    headerName: 'Summary',
    width: 200,
    // Long text: without a maximum, autosizing would put it on one line, as wide as it gets.
    maxWidth: 360,
    valueGetter: (_value, row) =>
      `Joined the ${row.office} office on ${row.startDate.toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'medium' })}` +
      (row.manager ? `, reports to ${row.manager}.` : ', leads the department.'),
  },
];
// preview-end

export default function ColumnDimensionsAutosizeRowHeight() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.autosizeColumns({ includeOutliers: true })}>
          Autosize columns
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        {/* Rows grow to fit their text, and autosizing still measures each cell's content. */}
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} getRowHeight={() => 'auto'} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
