import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function ClipboardCopyGrid() {
  const [copied, setCopied] = React.useState('Select rows, or focus a cell, then press Ctrl+C (⌘+C on a Mac).');

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {copied}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          rows={storeOrders}
          columns={columns}
          checkboxSelection
          // Receives the text put on the clipboard: tab-separated cells, one line per row.
          onClipboardCopy={(text) => {
            const lines = text.split('\n');
            setCopied(`Copied ${lines.length} line${lines.length > 1 ? 's' : ''}: ${lines[0].replace(/\t/g, ' ⇥ ')}`);
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
