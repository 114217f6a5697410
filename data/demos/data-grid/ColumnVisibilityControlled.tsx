import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170, hideable: false },
  { field: 'email', headerName: 'Email', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
  { field: 'manager', headerName: 'Manager', width: 170 },
];

export default function ColumnVisibilityControlled() {
  // preview-start
  const [visibility, setVisibility] = React.useState<GridColumnVisibilityModel>({
    salary: false,
    manager: false,
  });
  // preview-end

  const hidden = Object.keys(visibility).filter((field) => visibility[field] === false);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        Hidden: {hidden.length > 0 ? hidden.join(', ') : 'none'}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          showToolbar
          columnVisibilityModel={visibility}
          onColumnVisibilityModelChange={setVisibility}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
