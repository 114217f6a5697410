import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { products as catalogue, type Product } from './data/products';

const rows = catalogue.slice(0, 12);

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, editable: true },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
];

/** Stands in for `PATCH /api/products/:sku`: answers the saved row after 400 ms, refuses negative numbers. */
function saveProduct(row: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (!(row.stock >= 0) || !(row.reorderLevel >= 0)) reject(new Error(`${row.id}: stock and reorder level must be 0 or more`));
      else resolve(row);
    }, 400);
  });
}

export default function ClipboardPastePersistence() {
  const [log, setLog] = React.useState<string[]>([]);
  const write = (line: string) => setLog((lines) => [line, ...lines].slice(0, 4));

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          // Each row the paste changes is saved on its own; the grid shows what the server answers.
          processRowUpdate={async (updated: Product) => {
            const saved = await saveProduct(updated);
            write(`Saved ${saved.id}: stock ${saved.stock}, reorder at ${saved.reorderLevel}`);
            return saved;
          }}
          onProcessRowUpdateError={(error: Error) => write(`Refused: ${error.message}`)}
          onClipboardPasteEnd={() => write('Paste finished')}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Box aria-live="polite" sx={{ height: 96, mt: 1, p: 1, boxSizing: 'border-box', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {log.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Copy a few stock cells, select others, and paste: each changed row is saved.
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography key={`${index}-${line}`} variant="body2" noWrap>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
