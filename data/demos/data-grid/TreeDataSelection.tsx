import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/orgChart';

const columns: GridColDef<Employee>[] = [
  { field: 'jobTitle', headerName: 'Job title', width: 240 },
  { field: 'department', headerName: 'Department', width: 130 },
];

export default function TreeDataSelection() {
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const count = selection.type === 'include' ? selection.ids.size : employees.length - selection.ids.size;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ height: 24, mb: 1 }}>
        {count} people invited to the offsite
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          treeData
          rows={employees}
          columns={columns}
          getTreeDataPath={(row) => row.hierarchy}
          groupingColDef={{ headerName: 'Employee', width: 260 }}
          defaultGroupingExpansionDepth={2}
          checkboxSelection
          // Ticking a manager ticks their whole team; ticking a whole team ticks the manager.
          rowSelectionPropagation={{ descendants: true, parents: true }}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          density="compact"
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
