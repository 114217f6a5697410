import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { products as catalogue, type Product } from './data/products';

const rows = catalogue.slice(0, 12);

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 170, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, editable: true },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
];

// preview-start
/** Comma-separated lines back into cells; the grid copies with commas too. */
const splitCommas = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) => line.split(','));
// preview-end

export default function ClipboardDelimiter() {
  const [copied, setCopied] = React.useState('Select cells and press Ctrl+C (⌘+C on a Mac).');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          clipboardCopyCellDelimiter=","
          splitClipboardPastedText={splitCommas}
          onClipboardCopy={setCopied}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        aria-label="Text put on the clipboard"
        tabIndex={0}
        sx={{ height: 80, boxSizing: 'border-box', m: 0, mt: 1, p: 1, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto' }}
      >
        {copied}
      </Box>
    </Box>
  );
}
