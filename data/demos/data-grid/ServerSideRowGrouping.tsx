import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function ServerSideRowGrouping() {
  const apiRef = useGridApiRef();
  const [lastRequest, setLastRequest] = React.useState('');

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, {
      latency: 700,
      onRequest: ({ groupKeys = [], groupFields = [] }) =>
        setLastRequest(`groupFields [${groupFields.join(', ')}], groupKeys [${groupKeys.join(', ')}]`),
    });
    return {
      getRows: (params) => server.getRows(params),
      // Group rows carry their key; leaves have no children.
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    };
  }, []);

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region', 'category'] } },
  });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        Last request: {lastRequest || 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium apiRef={apiRef} columns={columns} dataSource={dataSource} initialState={initialState} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
