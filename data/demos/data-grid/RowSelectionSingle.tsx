import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function RowSelectionSingle() {
  // preview-start
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const selected = employees.find((employee) => selection.ids.has(employee.id));
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" noWrap sx={{ mb: 1, height: 20 }}>
        {selected ? `${selected.name} · ${selected.email}` : 'Click a row. Ctrl or ⌘ + click it again to unselect it.'}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid rows={employees} columns={columns} rowSelectionModel={selection} onRowSelectionModelChange={setSelection} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
