import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('status'),
];

// The latest orders, newest first: the ones still being processed.
const latestOrders = storeOrders.slice(-30).reverse();

export default function ServerSideRefresh() {
  const apiRef = useGridApiRef();
  const server = React.useMemo(() => createFakeServer(latestOrders, { latency: 500 }), []);
  const dataSource = React.useMemo<GridDataSource>(() => ({ getRows: (params) => server.getRows(params) }), [server]);
  const [busy, setBusy] = React.useState(false);

  // Someone else ships every order in processing: the server changes, the grid does not know.
  const shipElsewhere = async () => {
    setBusy(true);
    const processing = latestOrders.filter((order) => order.status === 'Processing');
    await Promise.all(processing.map((order) => server.updateRow({ ...order, status: 'Shipped' })));
    setBusy(false);
  };

  // preview-start
  const refresh = () => {
    // Cached pages would answer first: forget them, then ask for the current rows.
    apiRef.current?.dataSource.cache.clear();
    apiRef.current?.dataSource.fetchRows();
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={busy} onClick={shipElsewhere}>
          Ship processing orders elsewhere
        </Button>
        <Button size="small" variant="contained" onClick={refresh}>
          Refresh
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
      </Box>
    </Box>
  );
}
