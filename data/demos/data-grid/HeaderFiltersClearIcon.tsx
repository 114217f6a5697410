import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: departments, width: 170 },
  { field: 'office', headerName: 'Office', width: 150 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 170 },
];

export default function HeaderFiltersClearIcon() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={employees}
        columns={columns}
        headerFilters
        slotProps={{ headerFilterCell: { showClearIcon: true } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'office', operator: 'contains', value: 'par' },
              ],
            },
          },
        }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
