import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createMockDatabase, describeRequest } from './data/serverSideMockDatabase';

const columns: GridColDef<StoreOrder>[] = [
  { ...orderColumn('orderNumber'), groupable: false },
  orderColumn('quantity'),
  orderColumn('total'),
  orderColumn('date'),
  orderColumn('region'),
  orderColumn('country'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('status'),
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  size: {},
};

export default function ServerSideRowGroupingFull() {
  const apiRef = useGridApiRef();
  const [lastRequest, setLastRequest] = React.useState('');

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, { onRequest: (params) => setLastRequest(`${params.groupFields?.join(' › ')} · ${describeRequest(params)}`) });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
      getAggregatedValue: (row, field) => row[field],
    };
  }, []);

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['country', 'channel'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
      pagination: { paginationModel: { page: 0, pageSize: 10 } },
    },
  });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1, height: 20 }}>
        Last request: {lastRequest || 'waiting'}
      </Typography>
      <Box sx={{ height: 460 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          initialState={initialState}
          showToolbar
          pagination
          pageSizeOptions={[10, 25]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
