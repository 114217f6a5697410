import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridListViewColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { contracts, employees, type Contract, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 160 },
  { field: 'role', headerName: 'Role', width: 170 },
  { field: 'contract', headerName: 'Contract', width: 120 },
];

/** A card that turns into a small form: the list view's answer to cell editing. */
function EditableCard({ row }: GridRenderCellParams<Employee>) {
  // preview-start
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState<{ role: string; contract: Contract } | null>(null);

  const save = () => {
    if (draft) apiRef.current.updateRows([{ ...row, ...draft }]);
    setDraft(null);
  };
  // preview-end

  if (draft) {
    return (
      <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
        <TextField size="small" label="Role" value={draft.role} onChange={(event) => setDraft({ ...draft, role: event.target.value })} sx={{ flex: 1 }} />
        <TextField
          select
          size="small"
          label="Contract"
          value={draft.contract}
          onChange={(event) => setDraft({ ...draft, contract: event.target.value as Contract })}
          sx={{ width: 130 }}
        >
          {contracts.map((contract) => (
            <MenuItem key={contract} value={contract}>
              {contract}
            </MenuItem>
          ))}
        </TextField>
        <Button size="small" variant="contained" onClick={save}>
          Save
        </Button>
        <Button size="small" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </Stack>
    );
  }

  return (
    <Stack direction="row" sx={{ width: '100%', alignItems: 'center', gap: 1 }}>
      <Stack sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle2" noWrap>
          {row.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {row.role} · {row.contract}
        </Typography>
      </Stack>
      <IconButton aria-label={`Edit ${row.name}`} onClick={() => setDraft({ role: row.role, contract: row.contract })}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}

// preview-start
const listViewColumn: GridListViewColDef<Employee> = {
  field: 'card',
  renderCell: (params) => <EditableCard {...params} />,
};
// preview-end

export default function ListViewEdit() {
  return (
    <Box sx={{ height: 400, maxWidth: 520 }}>
      {/* preview-start */}
      <DataGridPro
        rows={employees}
        columns={columns}
        listView
        listViewColumn={listViewColumn}
        rowHeight={72}
        disableRowSelectionOnClick
      />
      {/* preview-end */}
    </Box>
  );
}
