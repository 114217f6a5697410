import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

export default function SortingApiButtons() {
  const apiRef = useGridApiRef();
  const [top, setTop] = React.useState('Sort, then read the first three rows.');

  // preview-start
  const readTopThree = () => {
    const names = apiRef.current?.getSortedRows().slice(0, 3).map((row) => row.name) ?? [];
    setTop(`First three: ${names.join(', ')}`);
  };
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('salary', 'desc')}>
          Highest salary first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([{ field: 'startDate', sort: 'asc' }])}>
          Longest serving first
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setSortModel([])}>
          Clear
        </Button>
        <Button size="small" variant="contained" onClick={readTopThree}>
          Read the first three
        </Button>
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ height: 28, lineHeight: '28px', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}>
        {top}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
