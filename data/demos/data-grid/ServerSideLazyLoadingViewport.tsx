import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function ServerSideLazyLoadingViewport() {
  const [lastRange, setLastRange] = React.useState('');

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, {
      latency: 800,
      onRequest: ({ start, end }) => setLastRange(`rows ${start} to ${end}`),
    });
    // The server answers with `rowCount`, so the grid knows the total and loads what comes into view.
    return { getRows: (params) => server.getRows(params) };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        Last request: {lastRange || 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro columns={columns} dataSource={dataSource} lazyLoading lazyLoadingRequestThrottleMs={200} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
