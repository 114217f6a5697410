import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { formatCurrency } from './data/storeOrders';

interface PriceRow {
  id: number;
  sku: string;
  product: string;
  price: number;
  stock: number;
}

const initialRows: PriceRow[] = [
  { id: 1, sku: 'TN-2P', product: 'Ridgeline 2P Tent', price: 329, stock: 42 },
  { id: 2, sku: 'TN-4P', product: 'Basecamp 4P Tent', price: 549, stock: 18 },
  { id: 3, sku: 'BP-28', product: 'Trailhead 28L Daypack', price: 119, stock: 130 },
  { id: 4, sku: 'BP-55', product: 'Summit 55L Pack', price: 239, stock: 64 },
  { id: 5, sku: 'FW-GB', product: 'Granite Hiking Boot', price: 189, stock: 85 },
  { id: 6, sku: 'CL-SJ', product: 'Storm Shell Jacket', price: 259, stock: 27 },
];

const columns: GridColDef<PriceRow>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', width: 200 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value?: number) => formatCurrency(value),
    // Copied prices read "$329.00": keep the digits, so the column accepts its own copied cells.
    pastedValueParser: (text: string) => Number(text.replace(/[^0-9.-]/g, '')),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 100, editable: true },
];

export default function ClipboardPasteGrid() {
  const [status, setStatus] = React.useState('Copy two cells of the Price column, select two others, paste.');

  // preview-start
  // Every pasted row goes through here, as an edit would: validate, save, or refuse.
  const processRowUpdate = (updated: PriceRow, previous: PriceRow) => {
    if (!(updated.price >= 0) || !(updated.stock >= 0)) return previous; // Negative, or not a number.
    return updated;
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {status}
      </Typography>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={initialRows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          onClipboardPasteStart={() => setStatus('Pasting…')}
          onClipboardPasteEnd={() => setStatus('Pasted. Negative prices or stock were refused.')}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
