import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('total'),
  orderColumn('status'),
];

const pageSize = 8;

export default function OverlaysLinearProgress() {
  const [batch, setBatch] = React.useState(0);
  const [loading, setLoading] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // A fake request: the current rows stay on screen while the next batch is on its way.
  const loadNext = () => {
    setLoading(true);
    timer.current = setTimeout(() => {
      setBatch((value) => (value + 1) % 5);
      setLoading(false);
    }, 1500);
  };

  const rows = storeOrders.slice(batch * pageSize, (batch + 1) * pageSize);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={loadNext} disabled={loading}>
          Load next orders
        </Button>
        <Typography variant="body2" color="text.secondary">
          Batch {batch + 1} of 5
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        {/* Rows are present, so `variant` applies: 'linear-progress' unless you choose another. */}
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
