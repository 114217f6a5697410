import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100 },
];

export default function ColumnHeaderHeight() {
  const [headerHeight, setHeaderHeight] = React.useState(40);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center', maxWidth: 420 }}>
        <Typography variant="body2" id="header-height-label" noWrap>
          columnHeaderHeight
        </Typography>
        <Slider
          size="small"
          min={32}
          max={80}
          step={8}
          marks
          value={headerHeight}
          onChange={(_event, value) => setHeaderHeight(value as number)}
          aria-labelledby="header-height-label"
          valueLabelDisplay="auto"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid rows={employees} columns={columns} columnHeaderHeight={headerHeight} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
