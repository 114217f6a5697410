import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('unitPrice'),
  orderColumn('total'),
];

export default function AggregationGrid() {
  const apiRef = useGridApiRef();
  // preview-start
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category'] },
      // Field → function: units and revenue add up, the unit price is averaged.
      aggregation: { model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' } },
    },
  });
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium apiRef={apiRef} rows={storeOrders} columns={columns} initialState={initialState} />
      {/* preview-end */}
    </Box>
  );
}
