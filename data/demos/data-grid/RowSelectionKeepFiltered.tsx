import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 110 },
];

export default function RowSelectionKeepFiltered() {
  const [keep, setKeep] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set([1, 2, 3]) });
  const [designOnly, setDesignOnly] = React.useState(false);
  const filterModel: GridFilterModel = {
    items: designOnly ? [{ id: 1, field: 'department', operator: 'equals', value: 'Design' }] : [],
  };
  const names = employees.filter((employee) => selection.ids.has(employee.id)).map((employee) => employee.name.split(' ')[0]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />} label="keepNonExistentRowsSelected" />
        <ToggleButton value="design" size="small" selected={designOnly} onChange={() => setDesignOnly((value) => !value)} sx={{ textTransform: 'none', py: 0.25, flexShrink: 0 }}>
          Design only
        </ToggleButton>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minWidth: 0 }}>
          Selected: {names.length ? names.join(', ') : 'nobody'}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          filterModel={filterModel}
          onFilterModelChange={(model) => setDesignOnly(model.items.length > 0)}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
