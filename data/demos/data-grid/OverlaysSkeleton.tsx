import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
  {
    field: 'fullTime',
    headerName: 'Full-time',
    type: 'boolean',
    width: 100,
    valueGetter: (_value, row) => row.contract === 'Full-time',
  },
];

export default function OverlaysSkeleton() {
  // The first load: no rows yet, so the grid shows its `noRowsVariant`, a skeleton by default.
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading the roster"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGrid
          rows={loading ? [] : employees}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { noRowsVariant: 'skeleton' } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
