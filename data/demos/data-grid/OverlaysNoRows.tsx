import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function OverlaysNoRows() {
  const [rows, setRows] = React.useState<StoreOrder[]>([]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          disabled={rows.length >= 10}
          onClick={() => setRows((current) => storeOrders.slice(0, current.length + 1))}
        >
          Receive an order
        </Button>
        <Button size="small" disabled={rows.length === 0} onClick={() => setRows([])}>
          Archive all
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        {/* An empty `rows` array, and `loading` not set: the no-rows overlay. */}
        <DataGrid rows={rows} columns={columns} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
