import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
];

export default function QuickFilterInitialValues() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        // Two terms, both required: engineers in Paris. The search box shows them.
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['engineer', 'paris'] } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
