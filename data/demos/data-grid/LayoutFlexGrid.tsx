import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function LayoutFlexGrid() {
  const [count, setCount] = React.useState(2);

  return (
    // The outer box keeps the demo's own height fixed; the grid inside it grows and shrinks.
    <Box sx={{ height: 460, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.max(0, n - 1))}>
          Remove a row
        </Button>
        <Button size="small" variant="outlined" onClick={() => setCount((n) => Math.min(employees.length, n + 1))}>
          Add a row
        </Button>
      </Stack>
      {/* preview-start */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 200, maxHeight: 400 }}>
        <DataGrid rows={employees.slice(0, count)} columns={columns} hideFooter />
      </Box>
      {/* preview-end */}
    </Box>
  );
}
