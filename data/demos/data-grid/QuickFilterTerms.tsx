import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
];

export default function QuickFilterTerms() {
  const [terms, setTerms] = React.useState<GridFilterModel['quickFilterValues']>([]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={employees} columns={columns} showToolbar onFilterModelChange={(model) => setTerms(model.quickFilterValues)} />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        aria-live="polite"
        sx={{ height: 40, boxSizing: 'border-box', m: 0, mt: 1, p: 1, fontSize: 13, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
      >
        quickFilterValues: {JSON.stringify(terms ?? [])}
      </Box>
    </Box>
  );
}
