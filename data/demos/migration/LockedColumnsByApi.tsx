import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel, type GridSortModel } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  priority: number;
  owner: string;
}

const tickets: Ticket[] = [
  { id: 1, subject: 'Invoice PDF cut off', priority: 2, owner: 'Amara' },
  { id: 2, subject: 'Login loop on Safari', priority: 1, owner: 'Jonas' },
  { id: 3, subject: 'Typo on pricing page', priority: 4, owner: 'Amara' },
  { id: 4, subject: 'Export times out', priority: 1, owner: 'Priya' },
  { id: 5, subject: 'Dark mode contrast', priority: 3, owner: 'Jonas' },
];

// preview-start
// The column menu offers no sorting, filtering or hiding for "priority"...
const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'priority', headerName: 'Priority', type: 'number', width: 110, sortable: false, filterable: false, hideable: false },
  { field: 'owner', headerName: 'Owner', width: 120 },
];

export default function LockedColumnsByApi() {
  // ...but the models still apply to it: the flags only take the controls away from the reader.
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setSortModel([{ field: 'priority', sort: 'asc' }])}>
          Sort by priority
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel({ items: [{ field: 'priority', operator: '<=', value: 2 }] })}>
          Only priority 1–2
        </Button>
        <Button size="small" onClick={() => { setSortModel([]); setFilterModel({ items: [] }); }}>
          Clear
        </Button>
      </Stack>
      <div style={{ height: 320, width: '100%' }}>
        <DataGrid
          rows={tickets}
          columns={columns}
          sortModel={sortModel}
          onSortModelChange={setSortModel}
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
        />
      </div>
      <Typography variant="body2" color="text.secondary">
        Sort model: {JSON.stringify(sortModel)} · filter items: {filterModel.items.length}
      </Typography>
    </Stack>
  );
}
// preview-end
