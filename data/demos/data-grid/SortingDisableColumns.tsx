import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  // Sorting by an address or a free-text title tells readers nothing: no sort action on these two.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 230, sortable: false },
  { field: 'role', headerName: 'Role', width: 190, sortable: false },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
];
// preview-end

export default function SortingDisableColumns() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} hideFooter />
    </Box>
  );
}
