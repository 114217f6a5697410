import * as React from 'react';
import Box from '@mui/material/Box';
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
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('quantity'),
  orderColumn('total'),
];

// preview-start
// With a data source the grid has no functions of its own: list those your server computes.
const aggregationFunctions = { sum: {}, avg: {}, min: {}, max: {}, size: {} };
// preview-end

export default function ServerSideAggregation() {
  const apiRef = useGridApiRef();

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, { latency: 600 });
    return {
      // Answers with `aggregateRow` (the footer) and aggregated fields on each group row.
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
      getAggregatedValue: (row, field) => row[field],
    };
  }, []);
  // preview-end

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        initialState={initialState}
      />
      {/* preview-end */}
    </Box>
  );
}
