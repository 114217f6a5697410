import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { products as catalogue, type Product } from './data/products';

const rows = catalogue.slice(0, 12);

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120, editable: true },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, editable: true },
];

export default function ClipboardPasteConfirm() {
  const [pending, setPending] = React.useState<{ cells: number; answer: (confirmed: boolean) => void } | null>(null);
  const [loading, setLoading] = React.useState(false);

  // preview-start
  // Called with the parsed data before anything changes: a rejected promise cancels the paste.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((sum, line) => sum + line.length, 0);
      setPending({
        cells,
        answer: (confirmed) => {
          setPending(null);
          if (confirmed) resolve();
          else reject(new Error('Paste cancelled'));
        },
      });
    });
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={rows}
        columns={columns}
        cellSelection
        onBeforeClipboardPasteStart={confirmPaste}
        onClipboardPasteStart={() => setLoading(true)}
        onClipboardPasteEnd={() => setLoading(false)}
        loading={loading}
        hideFooter
      />
      {/* preview-end */}
      <Dialog open={pending !== null} onClose={() => pending?.answer(false)}>
        <DialogTitle>Paste {pending?.cells} values?</DialogTitle>
        <DialogContent>
          <DialogContentText>The pasted values replace the prices and stock of the selected products.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => pending?.answer(false)}>Cancel</Button>
          <Button onClick={() => pending?.answer(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
