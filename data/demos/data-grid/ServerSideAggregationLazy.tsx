import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createMockDatabase, describeRequest } from './data/serverSideMockDatabase';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('quantity'),
  orderColumn('total'),
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  max: { columnTypes: ['number', 'date'] },
  size: {},
};

export default function ServerSideAggregationLazy() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, {
      onRequest: (params) => setRequests((list) => [describeRequest(params), ...list].slice(0, 3)),
    });
    return {
      // Every chunk comes with the totals of the whole filtered list.
      getRows: (params) => database.getRows(params),
      getAggregatedValue: (row, field) => row[field],
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1, height: 20 }}>
        Requests: {requests.length ? requests.join(' ← ') : 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={200}
          aggregationFunctions={aggregationFunctions}
          initialState={{
            aggregation: { model: { date: 'max', quantity: 'avg', total: 'sum' } },
            // The first request asks for the first 20 rows.
            pagination: { paginationModel: { page: 0, pageSize: 20 } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
