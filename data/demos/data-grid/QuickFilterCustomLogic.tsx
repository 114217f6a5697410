import Box from '@mui/material/Box';
import { DataGrid, type GetApplyQuickFilterFn, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

// preview-start
/** A four-digit term matches the year of the date; any other term skips the column. */
const matchYear: GetApplyQuickFilterFn<Employee, Date> = (term) => {
  if (typeof term !== 'string' || !/^\d{4}$/.test(term)) return null;
  return (date) => date instanceof Date && date.getUTCFullYear() === Number(term);
};

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 130, getApplyQuickFilterFn: matchYear },
  // An address matches too many words: not searched.
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 240, getApplyQuickFilterFn: () => null },
];
// preview-end

export default function QuickFilterCustomLogic() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['2022'] } } }}
      />
    </Box>
  );
}
