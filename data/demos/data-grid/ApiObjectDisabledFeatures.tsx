import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  // Readers can neither sort, filter nor hide the rating: the header has no menu for it.
  {
    field: 'rating',
    headerName: 'Last review',
    type: 'number',
    width: 120,
    sortable: false,
    filterable: false,
    hideable: false,
    disableColumnMenu: true,
  },
];

export default function ApiObjectDisabledFeatures() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.sortColumn('rating', 'desc')}>
          Best reviews first
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setFilterModel({ items: [{ field: 'rating', operator: '>=', value: 4 }] })}
        >
          Only 4 and 5
        </Button>
        <Button
          size="small"
          onClick={() => {
            apiRef.current?.sortColumn('rating', null);
            apiRef.current?.setFilterModel({ items: [] });
          }}
        >
          Clear
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={employees} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
