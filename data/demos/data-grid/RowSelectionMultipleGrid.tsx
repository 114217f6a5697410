import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function RowSelectionMultipleGrid() {
  const [visibleOnly, setVisibleOnly] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={visibleOnly} onChange={(event) => setVisibleOnly(event.target.checked)} />}
        label="“Select all” selects the current page only"
      />
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          rows={employees}
          columns={columns}
          checkboxSelection
          checkboxSelectionVisibleOnly={visibleOnly}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
