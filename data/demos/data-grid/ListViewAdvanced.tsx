import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  DataGridPro,
  Toolbar,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { employees as allEmployees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const sortChoices = [
  { value: 'name', label: 'Name' },
  { value: 'startDate', label: 'Longest tenure' },
  { value: 'department', label: 'Department' },
];

/** Without column headers, the toolbar carries the search and the sort. */
function ListToolbar() {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const [search, setSearch] = React.useState('');
  // preview-start
  const applySearch = (text: string) => apiRef.current.setQuickFilterValues(text.split(' ').filter(Boolean));
  const sortBy = (field: string) => apiRef.current.setSortModel([{ field, sort: 'asc' }]);
  // preview-end
  return (
    <Toolbar>
      <TextField
        size="small"
        placeholder="Search people"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          applySearch(event.target.value);
        }}
        sx={{ flex: 1 }}
      />
      <TextField
        select
        size="small"
        label="Sort by"
        value={sortModel[0]?.field ?? 'name'}
        onChange={(event) => sortBy(event.target.value)}
        sx={{ width: 160 }}
      >
        {sortChoices.map(({ value, label }) => (
          <MenuItem key={value} value={value}>
            {label}
          </MenuItem>
        ))}
      </TextField>
    </Toolbar>
  );
}

/** A card with an actions menu, since no actions column is shown. */
function PersonCard({ row }: GridRenderCellParams<Employee>) {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const initials = row.name
    .split(' ')
    .map((part) => part[0])
    .join('');
  return (
    <Stack direction="row" sx={{ width: '100%', alignItems: 'center', gap: 1.5 }}>
      <Avatar sx={{ width: 36, height: 36, fontSize: '0.875rem' }}>{initials}</Avatar>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.role} · {row.department} · since {row.startDate.getUTCFullYear()}
        </Typography>
      </Stack>
      <IconButton aria-label={`Actions for ${row.name}`} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={`mailto:${row.email}`} onClick={() => setAnchor(null)}>
          Email
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            apiRef.current.updateRows([{ id: row.id, _action: 'delete' }]);
          }}
        >
          Remove from the list
        </MenuItem>
      </Menu>
    </Stack>
  );
}

const listViewColumn: GridListViewColDef<Employee> = {
  field: 'card',
  renderCell: (params) => <PersonCard {...params} />,
};

export default function ListViewAdvanced() {
  return (
    <Box sx={{ height: 460, maxWidth: 420 }}>
      {/* preview-start */}
      <DataGridPro
        rows={allEmployees}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={64}
        slots={{ toolbar: ListToolbar }}
        showToolbar
        pagination
        pageSizeOptions={[10]}
        initialState={{
          sorting: { sortModel: [{ field: 'name', sort: 'asc' }] },
          pagination: { paginationModel: { page: 0, pageSize: 10 } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
