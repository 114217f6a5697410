import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
const compact = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', maximumFractionDigits: 1 });

// The built-in sum, with a formatter of its own for the results: $345.3K instead of $345,307.70.
const compactSum: GridAggregationFunction = {
  ...GRID_AGGREGATION_FUNCTIONS.sum,
  label: 'sum',
  valueFormatter: (value?: number) => (value == null ? '' : compact.format(value)),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, sum: compactSum };
// preview-end

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('unitPrice'),
  orderColumn('total'),
];

export default function AggregationValueFormatter() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category'] },
      aggregation: { model: { total: 'sum', unitPrice: 'avg' } },
    },
  });

  return (
    <Box sx={{ height: 400 }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        rows={storeOrders}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={initialState}
        defaultGroupingExpansionDepth={1}
      />
      {/* preview-end */}
    </Box>
  );
}
