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
  orderColumn('customer'),
  orderColumn('region'),
  orderColumn('quantity'),
  orderColumn('unitPrice'),
  orderColumn('total'),
];

// preview-start
// 1. The functions the server computes: names, labels, and the column types they suit.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { label: 'sum', columnTypes: ['number'] },
  avg: { label: 'avg', columnTypes: ['number'] },
  min: { label: 'min', columnTypes: ['number'] },
  max: { label: 'max', columnTypes: ['number'] },
  size: { label: 'size' },
};
// preview-end

export default function ServerSideAggregationBasic() {
  const [lastRequest, setLastRequest] = React.useState('');

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, { onRequest: (params) => setLastRequest(describeRequest(params)) });
    return {
      // 2. The request carries `aggregationModel`; the answer carries the totals as `aggregateRow`.
      getRows: async (params) => {
        const { rows, rowCount, aggregateRow } = await database.getRows(params);
        return { rows, rowCount, aggregateRow };
      },
      // 3. Where the grid reads a total in `aggregateRow` (and in group rows).
      getAggregatedValue: (row, field) => row[field],
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1, height: 20 }}>
        Last request: {lastRequest || 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          pagination
          pageSizeOptions={[10, 25]}
          initialState={{
            aggregation: { model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' } },
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
