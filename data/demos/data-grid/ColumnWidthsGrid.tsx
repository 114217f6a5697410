import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', width: 70, resizable: false },
  { field: 'name', headerName: 'Name (flex 2)', flex: 2, minWidth: 180 },
  { field: 'role', headerName: 'Role (flex 1)', flex: 1, minWidth: 140 },
  { field: 'office', headerName: 'Office (150 px)', width: 150 },
  { field: 'rating', headerName: 'Rating (60-120)', type: 'number', width: 100, minWidth: 60, maxWidth: 120 },
];
// preview-end

export default function ColumnWidthsGrid() {
  const [lastResize, setLastResize] = React.useState('Drag the edge of a header to resize a column.');

  const handleWidthChange = (params: GridColumnResizeParams) => {
    setLastResize(`${params.colDef.headerName}: ${Math.round(params.width)} px`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} aria-live="polite">
        {lastResize}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={employees} columns={columns} onColumnWidthChange={handleWidthChange} hideFooter />
      </Box>
    </Box>
  );
}
