import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'rating', headerName: 'Last review', type: 'number', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

export default function SortingInitialState() {
  // Changing the key mounts a new grid, which reads `initialState` again.
  const [mount, setMount] = React.useState(0);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button size="small" variant="outlined" onClick={() => setMount((count) => count + 1)}>
          Mount the grid again
        </Button>
        <Typography variant="body2" color="text.secondary">
          Mounted {mount + 1} {mount === 0 ? 'time' : 'times'}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          key={mount}
          rows={employees}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'rating', sort: 'desc' }] } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
