import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

// preview-start
// Replaces the loading overlay entirely: a spinner with a message, announced to screen readers.
function LoadingOrders() {
  return (
    <Stack role="status" spacing={1} sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', bgcolor: 'background.paper', opacity: 0.9 }}>
      <CircularProgress size={28} />
      <Typography variant="body2">Fetching this month's orders…</Typography>
    </Stack>
  );
}
// preview-end

export default function OverlaysCustomLoading() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setLoading((value) => !value)}>
          {loading ? 'Stop loading' : 'Load again'}
        </Button>
      </Stack>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        <DataGrid rows={storeOrders.slice(0, 12)} columns={columns} loading={loading} slots={{ loadingOverlay: LoadingOrders }} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
