import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import {
  DataGridPro,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  GridActionsCellItem,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'email', headerName: 'Email', width: 260 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130 },
  // The id column cannot be pinned from its menu.
  { field: 'id', headerName: 'ID', type: 'number', width: 80, pinnable: false },
  {
    field: 'actions',
    type: 'actions',
    width: 60,
    getActions: ({ row }) => [<GridActionsCellItem key="remove" icon={<DeleteIcon />} label={`Remove ${row.name}`} />],
  },
];

export default function ColumnPinningControlled() {
  // preview-start
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>({
    left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'],
    right: ['actions'],
  });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({ left: [GRID_CHECKBOX_SELECTION_COL_DEF.field, 'name'], right: ['actions'] })}>
          Name and actions
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          left: [{(pinnedColumns.left ?? []).join(', ')}] right: [{(pinnedColumns.right ?? []).join(', ')}]
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPro
          rows={employees}
          columns={columns}
          checkboxSelection
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={setPinnedColumns}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
