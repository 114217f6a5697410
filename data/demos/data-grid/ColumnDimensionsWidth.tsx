import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

export default function ColumnDimensionsWidth() {
  const [roleWidth, setRoleWidth] = React.useState(220);

  // preview-start
  const columns: GridColDef<Employee>[] = [
    { field: 'name', headerName: 'Name', width: 180 },
    { field: 'role', headerName: `Role (${roleWidth} px)`, width: roleWidth },
    // No width: 100 px.
    { field: 'office', headerName: 'Office' },
    { field: 'country', headerName: 'Country' },
  ];
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center', maxWidth: 420 }}>
        <Typography variant="body2" id="role-width-label" noWrap>
          Role width
        </Typography>
        <Slider
          size="small"
          min={80}
          max={360}
          step={20}
          value={roleWidth}
          onChange={(_event, value) => setRoleWidth(value as number)}
          aria-labelledby="role-width-label"
          valueLabelDisplay="auto"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={employees} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
