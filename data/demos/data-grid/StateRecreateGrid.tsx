import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

export default function StateRecreateGrid() {
  const apiRef = useGridApiRef();
  // preview-start
  const [copy, setCopy] = React.useState<{ key: number; state: GridInitialState }>({ key: 0, state: {} });

  // A new key mounts a new second grid, which starts from the first grid's exported state.
  const recreate = () => setCopy(({ key }) => ({ key: key + 1, state: apiRef.current?.exportState() ?? {} }));
  // preview-end

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} showToolbar density="compact" hideFooter />
      </Box>
      <Box sx={{ height: 32 }}>
        <Button size="small" variant="outlined" onClick={recreate}>
          Recreate the second grid from the first
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid key={copy.key} rows={employees} columns={columns} initialState={copy.state} density="compact" hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
