import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { departments, employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: departments, width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'rating', headerName: 'Last review', type: 'number', width: 110 },
];

export default function FilteringInitialState() {
  // A new key mounts a new grid, which reads `initialState` again.
  const [mount, setMount] = React.useState(0);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setMount((count) => count + 1)}>
          Mount the grid again
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          key={mount}
          rows={employees}
          columns={columns}
          showToolbar
          initialState={{
            filter: { filterModel: { items: [{ field: 'department', operator: 'is', value: 'Engineering' }] } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
