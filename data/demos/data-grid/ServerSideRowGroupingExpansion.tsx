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
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function ServerSideRowGroupingExpansion() {
  const apiRef = useGridApiRef();
  const [levels, setLevels] = React.useState<number[]>([]);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, {
      latency: 400,
      // Count the requests per level, to see the waterfall.
      onRequest: ({ groupKeys = [] }) =>
        setLevels((counts) => {
          const next = [...counts];
          next[groupKeys.length] = (next[groupKeys.length] ?? 0) + 1;
          return next;
        }),
    });
    return {
      getRows: (params) => database.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    };
  }, []);

  const initialState = useKeepGroupedColumnsHidden({ apiRef, initialState: { rowGrouping: { model: ['region', 'channel'] } } });

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ mb: 1, height: 20 }}>
        Requests: {levels.length ? levels.map((count, depth) => `${count ?? 0} for ${['the regions', 'channels', 'orders'][depth]}`).join(' · ') : 'waiting'}
      </Typography>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={initialState}
          // The regions open once the top level has loaded, then their channels once each region has.
          defaultGroupingExpansionDepth={-1}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
