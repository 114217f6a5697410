import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import {
  DataGrid,
  GridActionsCellItem,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

type Change = { row: Product; deleted: boolean };

export default function RecipesEditingBulk() {
  const apiRef = useGridApiRef();
  // The rows as the "server" has them: only Save changes them.
  const [savedRows, setSavedRows] = React.useState(() => products.slice(0, 10));
  // Edits and deletions waiting for Save, by row id.
  const [changes, setChanges] = React.useState<Record<GridRowId, Change>>({});
  const pending = Object.keys(changes).length;

  // preview-start
  // Nothing is sent: each saved cell is kept aside until the reader saves or discards them all.
  const processRowUpdate = (updated: Product) => {
    setChanges((previous) => ({ ...previous, [updated.id]: { row: updated, deleted: previous[updated.id]?.deleted ?? false } }));
    return updated;
  };

  const toggleDelete = (id: GridRowId) => {
    const row = apiRef.current!.getRow<Product>(id)!;
    setChanges((previous) => ({ ...previous, [id]: { row, deleted: !previous[id]?.deleted } }));
  };

  const save = () => {
    setSavedRows((previous) =>
      previous.filter((row) => !changes[row.id]?.deleted).map((row) => changes[row.id]?.row ?? row),
    );
    setChanges({});
  };

  // A new array, even with the same rows, makes the grid drop its edited copies.
  const discard = () => {
    setSavedRows((previous) => [...previous]);
    setChanges({});
  };
  // preview-end

  const columns: GridColDef<Product>[] = [
    { field: 'id', headerName: 'SKU', width: 100 },
    { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
    { field: 'price', headerName: 'Price (USD)', type: 'number', width: 110, editable: true },
    { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
    {
      field: 'actions',
      type: 'actions',
      width: 60,
      getActions: ({ id }) => [
        changes[id]?.deleted ? (
          <GridActionsCellItem key="restore" icon={<RestoreIcon />} label="Restore" onClick={() => toggleDelete(id)} />
        ) : (
          <GridActionsCellItem key="delete" icon={<DeleteIcon />} label="Delete" onClick={() => toggleDelete(id)} />
        ),
      ],
    },
  ];

  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '& .row--edited': { backgroundColor: alpha(theme.palette.warning.main, 0.14) },
        '& .row--deleted': { backgroundColor: alpha(theme.palette.error.main, 0.12), textDecoration: 'line-through' },
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={!pending} onClick={save}>
          Save
        </Button>
        <Button size="small" disabled={!pending} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary">
          {pending ? `${pending} row${pending > 1 ? 's' : ''} not saved` : 'No unsaved changes'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={savedRows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => (changes[id] ? (changes[id].deleted ? 'row--deleted' : 'row--edited') : '')}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
