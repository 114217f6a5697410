import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

export default function RowSelectionDisableOnClick() {
  const [disableOnClick, setDisableOnClick] = React.useState(true);
  const [ratings, setRatings] = React.useState<Record<number, number>>({});
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      { field: 'name', headerName: 'Name', width: 170 },
      { field: 'role', headerName: 'Role', flex: 1, minWidth: 160 },
      {
        field: 'rating',
        headerName: 'Review',
        width: 150,
        // Interactive content: rating someone should not select their row.
        renderCell: ({ row }) => (
          <Rating
            size="small"
            value={ratings[row.id] ?? row.rating}
            onChange={(_, value) => setRatings((current) => ({ ...current, [row.id]: value ?? 0 }))}
            sx={{ verticalAlign: 'middle' }}
          />
        ),
      },
    ],
    [ratings],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disableOnClick} onChange={(event) => setDisableOnClick(event.target.checked)} />}
          label="disableRowSelectionOnClick"
        />
        <Typography variant="body2" color="text.secondary">
          {selection.ids.size} selected
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={employees}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick={disableOnClick}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
