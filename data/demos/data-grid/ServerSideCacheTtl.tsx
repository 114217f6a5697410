import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

// preview-start
// Cached pages expire after 10 seconds instead of 5 minutes. Created once, outside the component.
const shortLivedCache = new GridDataSourceCacheDefault({ ttl: 10_000 });
// preview-end

export default function ServerSideCacheTtl() {
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, { latency: 500, onRequest: () => setRequests((count) => count + 1) });
    return { getRows: (params) => server.getRows(params) };
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {requests} requests. Go to page 2 and back: no request, unless 10 seconds have passed.
      </Typography>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={shortLivedCache}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 20]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
