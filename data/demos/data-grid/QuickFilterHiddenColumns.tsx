import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  // Hidden below: the reporting line is searchable only when hidden columns are.
  { field: 'manager', headerName: 'Manager', width: 180 },
];

export default function QuickFilterHiddenColumns() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['kwame'],
    quickFilterExcludeHiddenColumns: true,
  });
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={filterModel.quickFilterExcludeHiddenColumns ?? true}
              onChange={(event) => setFilterModel((model) => ({ ...model, quickFilterExcludeHiddenColumns: event.target.checked }))}
            />
          }
          label="quickFilterExcludeHiddenColumns"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          initialState={{ columns: { columnVisibilityModel: { manager: false } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
