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
/** How many different values the rows hold: countries reached, customers served. */
const distinct: GridAggregationFunction<string, number> = {
  apply: ({ values }) => new Set(values.filter((value) => value != null && value !== '')).size,
  label: 'distinct',
  columnTypes: ['string'],
  // A count, not a customer name: renderers can tell from `hasCellUnit`.
  hasCellUnit: false,
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, distinct };
// preview-end

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('orderNumber'),
  orderColumn('country'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function AggregationDistinctFunction() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region'] },
      aggregation: { model: { country: 'distinct', customer: 'distinct', total: 'sum' } },
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
      />
      {/* preview-end */}
    </Box>
  );
}
