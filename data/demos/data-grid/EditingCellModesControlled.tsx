import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  GridCellModes,
  useGridApiRef,
  type GridCellModesModel,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

const initialRows = products.slice(0, 12);

export default function EditingCellModesControlled() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState(initialRows);
  const [cell, setCell] = React.useState<{ id: GridRowId; field: string } | null>(null);
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  // Follow the focused cell, whether it was reached by click or keyboard.
  React.useEffect(
    () => apiRef.current?.subscribeEvent('cellFocusIn', ({ id, field }) => setCell({ id, field })),
    [apiRef],
  );

  const isEditable = cell !== null && cell.field !== 'id';
  const isEditing = cell !== null && cellModesModel[cell.id]?.[cell.field]?.mode === GridCellModes.Edit;

  // preview-start
  const setMode = (mode: GridCellModes, ignoreModifications = false) => {
    if (!cell) return;
    setCellModesModel((previous) => ({
      ...previous,
      [cell.id]: { ...previous[cell.id], [cell.field]: { mode, ignoreModifications } },
    }));
  };

  // A click outside the grid (on the buttons) must not save the cell on its own.
  const handleCellEditStop: GridEventListener<'cellEditStop'> = (params, event) => {
    if (params.reason === GridCellEditStopReasons.cellFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" disabled={!isEditable || isEditing} onClick={() => setMode(GridCellModes.Edit)}>
          Edit
        </Button>
        <Button size="small" variant="contained" disabled={!isEditing} onClick={() => setMode(GridCellModes.View)}>
          Save
        </Button>
        <Button size="small" disabled={!isEditing} onClick={() => setMode(GridCellModes.View, true)}>
          Cancel
        </Button>
        {/* preview-end */}
        <Typography variant="body2" color="text.secondary" noWrap>
          {cell ? `Cell: ${cell.field} of ${cell.id}` : 'Click a cell first'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellModesModel={cellModesModel}
          onCellModesModelChange={setCellModesModel}
          onCellEditStop={handleCellEditStop}
          processRowUpdate={(updated: Product) => {
            setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
            return updated;
          }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
