import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/orgChart';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'jobTitle', headerName: 'Job title', width: 230 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'location', headerName: 'Location', width: 120 },
];

// preview-start
// One cell per row, laid out as a card: what a phone has room for.
const listViewColumn: GridListViewColDef<Employee> = {
  field: 'listCard',
  renderCell: ({ row }) => (
    <Stack direction="row" sx={{ py: 1, width: '100%', alignItems: 'center', gap: 1 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.jobTitle} · {row.location}
        </Typography>
      </Stack>
      <Chip size="small" label={row.department} />
    </Stack>
  ),
};
// preview-end

export default function ListViewGrid() {
  // In an app: const listView = useMediaQuery('(max-width: 600px)');
  const [listView, setListView] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, height: 38, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={listView} onChange={(event) => setListView(event.target.checked)} />}
          label="List view"
        />
      </Stack>
      <Box sx={{ height: 400, maxWidth: listView ? 420 : undefined }}>
        {/* preview-start */}
        <DataGridPro
          rows={employees}
          columns={columns}
          listView={listView}
          listViewColumn={listViewColumn}
          rowHeight={listView ? 64 : 52}
          showToolbar
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
