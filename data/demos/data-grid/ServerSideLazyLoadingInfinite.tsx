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

// The first 60 orders: the server below pretends it cannot count them.
const recentOrders = storeOrders.slice(0, 60);

export default function ServerSideLazyLoadingInfinite() {
  const [loaded, setLoaded] = React.useState(0);

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(recentOrders, { latency: 800 });
    return {
      getRows: async (params) => {
        const { rows } = await server.getRows(params);
        setLoaded((count) => Math.max(count, Number(params.start) + rows.length));
        // No `rowCount`: the grid asks for more when the reader reaches the bottom,
        // and stops once an answer brings no new rows.
        return { rows };
      },
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {loaded} orders loaded. Scroll to the bottom to load more.
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 15 } } }}
          scrollEndThreshold={40}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
