import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnResizeParams } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name (min 150)', width: 190, minWidth: 150 },
  // The default minimum: 50 px.
  { field: 'office', headerName: 'Office (min 50)', width: 140 },
  { field: 'salary', headerName: 'Salary (min 110)', type: 'number', width: 140, minWidth: 110 },
];
// preview-end

export default function ColumnDimensionsMinWidth() {
  const [width, setWidth] = React.useState('Drag a header edge to the left as far as it goes.');

  // Fires continuously while the separator moves.
  const handleResize = (params: GridColumnResizeParams) => {
    setWidth(`${params.colDef.headerName}: ${Math.round(params.width)} px`);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ height: 24, mb: 1 }} noWrap>
        {width}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid rows={employees} columns={columns} onColumnResize={handleResize} hideFooter />
      </Box>
    </Box>
  );
}
