import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridSortModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'contract', headerName: 'Contract', width: 120 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
  { field: 'startDate', headerName: 'Started', type: 'date', width: 120 },
];

export default function SortingMultiGrid() {
  const [always, setAlways] = React.useState(false);
  // preview-start
  const [sortModel, setSortModel] = React.useState<GridSortModel>([
    { field: 'department', sort: 'asc' },
    { field: 'salary', sort: 'desc' },
  ]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={always} onChange={(event) => setAlways(event.target.checked)} />}
        label="Add to the sort without a modifier key"
      />
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        Sorted by {sortModel.length > 0 ? sortModel.map((item) => `${item.field} (${item.sort})`).join(', then ') : 'nothing'}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPro
          rows={employees}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          multipleColumnsSortingMode={always ? 'always' : 'withModifierKey'}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
