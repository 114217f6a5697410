import Box from '@mui/material/Box';
import { DataGridPro, GridLogicOperator, type GridColDef } from '@mui/x-data-grid-pro';
import { departments, employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', type: 'singleSelect', valueOptions: departments, width: 140 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
  { field: 'rating', headerName: 'Last review', type: 'number', width: 110 },
];

export default function FilterPanelContent() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={employees}
        columns={columns}
        showToolbar
        slotProps={{
          filterPanel: {
            // AND only: the "Or" choice is gone from the panel.
            logicOperators: [GridLogicOperator.And],
            filterFormProps: {
              // Columns listed alphabetically by header name.
              columnsSort: 'asc',
              // Narrower inputs, outlined, and the delete button on the right.
              columnInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto', width: 140 } },
              operatorInputProps: { variant: 'outlined', size: 'small', sx: { mt: 'auto', width: 130 } },
              valueInputProps: { InputComponentProps: { variant: 'outlined', size: 'small' } },
              deleteIconProps: { sx: { order: 10 } },
            },
            sx: { '& .MuiDataGrid-filterForm': { gap: 1, alignItems: 'flex-end' } },
          },
        }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'department', operator: 'is', value: 'Engineering' },
                { id: 2, field: 'salary', operator: '>', value: 100000 },
              ],
            },
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
