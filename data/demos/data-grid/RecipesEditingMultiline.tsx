import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { DataGrid, useGridApiContext, type GridColDef, type GridRenderEditCellParams } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  description: string;
}

const products: Product[] = [
  { id: 'TN-2041', name: 'Ridgeline 2-person tent', description: 'Freestanding, two doors and two vestibules.\nPacked weight 2.1 kg.' },
  { id: 'SL-3302', name: 'Down sleeping bag −7 °C', description: '800-fill responsibly sourced down.\nComfort rating −1 °C, limit −7 °C.' },
  { id: 'PK-4400', name: 'Summit 45 L backpack', description: 'Adjustable back length, removable lid.' },
  { id: 'CK-5020', name: 'Canister stove', description: 'Boils a litre in 3 minutes 30.\nPiezo igniter.\nCanister sold separately.' },
  { id: 'NV-7001', name: 'Baseplate compass', description: 'Declination adjustment and a clinometer.' },
];

// preview-start
function MultilineEditCell({ id, field, value, hasFocus }: GridRenderEditCellParams<Product, string>) {
  const apiRef = useGridApiContext();
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const [inputEl, setInputEl] = React.useState<HTMLTextAreaElement | null>(null);

  React.useLayoutEffect(() => {
    if (hasFocus && inputEl) {
      inputEl.focus();
      inputEl.setSelectionRange(inputEl.value.length, inputEl.value.length);
    }
  }, [hasFocus, inputEl]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    if (event.shiftKey) {
      // Shift + Enter stays in the editor: the text area adds a line, the grid never hears of it.
      event.stopPropagation();
    } else {
      // Enter reaches the grid, which saves; no new line is typed on the way.
      event.preventDefault();
    }
  };

  return (
    <div ref={setAnchorEl} style={{ alignSelf: 'flex-start', width: '100%' }}>
      {anchorEl && (
        <Popper open anchorEl={anchorEl} placement="bottom-start" style={{ zIndex: 1300 }}>
          <Paper elevation={4} sx={{ width: anchorEl.parentElement?.clientWidth ?? 300, p: 1 }}>
            <InputBase
              multiline
              minRows={3}
              fullWidth
              value={value ?? ''}
              inputRef={setInputEl}
              onKeyDown={handleKeyDown}
              onChange={(event) => apiRef.current.setEditCellValue({ id, field, value: event.target.value }, event)}
              sx={{ fontSize: 14 }}
            />
          </Paper>
        </Popper>
      )}
    </div>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', width: 210 },
  {
    field: 'description',
    headerName: 'Description (multiline)',
    flex: 1,
    minWidth: 260,
    editable: true,
    renderEditCell: (params) => <MultilineEditCell {...params} />,
  },
];
// preview-end

export default function RecipesEditingMultiline() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
