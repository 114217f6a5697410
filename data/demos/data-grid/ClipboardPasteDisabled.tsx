import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, editable: true },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
];

export default function ClipboardPasteDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />} label="disableClipboardPaste" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        {/* Copying still works; Ctrl/⌘ + V does nothing while pasting is disabled. */}
        <DataGridPremium rows={products} columns={columns} cellSelection disableClipboardPaste={disabled} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
