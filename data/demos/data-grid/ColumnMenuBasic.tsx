import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, gridColumnMenuSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 130 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 140 },
];

export default function ColumnMenuBasic() {
  const apiRef = useGridApiRef();
  const [status, setStatus] = React.useState('Column menu closed');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" color="text.secondary" aria-live="polite" noWrap sx={{ height: 28, lineHeight: '28px' }}>
        {status}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={employees}
          columns={columns}
          // The column menu's state says whether it is open, and on which column.
          onStateChange={() => {
            const { open, field } = gridColumnMenuSelector(apiRef);
            setStatus(open ? `Column menu open on "${field}"` : 'Column menu closed');
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
