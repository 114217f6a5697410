import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource, type GridGetRowsParams } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

function describe(params: GridGetRowsParams) {
  const sort = params.sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';
  const filters = params.filterModel.items.filter((item) => item.value != null && item.value !== '').length;
  return `page ${params.paginationModel?.page ?? 0}, sort: ${sort}, filters: ${filters}`;
}

export default function ServerSideDataGrid() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // preview-start
  // Stable for the life of the component: a new object would make the grid fetch again.
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, {
      latency: 700,
      onRequest: (params) => setRequests((list) => [describe(params), ...list]),
    });
    return { getRows: (params) => server.getRows(params) };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {requests.length} requests · last: {requests[0] ?? 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10, 25]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
