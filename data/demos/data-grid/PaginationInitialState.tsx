import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 130 },
];

export default function PaginationInitialState() {
  const [seen, setSeen] = React.useState<GridPaginationModel | null>(null);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" aria-live="polite" sx={{ height: 28, lineHeight: '28px' }}>
        {seen ? `The grid moved to page ${seen.page + 1}, ${seen.pageSize} rows per page.` : 'Starts on page 2 with 10 rows per page; the grid keeps the state from here.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          density="compact"
          initialState={{ pagination: { paginationModel: { page: 1, pageSize: 10 } } }}
          pageSizeOptions={[5, 10, 20]}
          // Not needed to paginate: only to show the model the grid reports.
          onPaginationModelChange={setSeen}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
