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
import { formatCurrency, orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
// The average price actually paid per unit: revenue over units, so large orders weigh more
// than small ones (a plain average of unit prices would not).
const pricePaid: GridAggregationFunction<{ quantity: number; total: number }, number | null> = {
  label: 'price paid',
  columnTypes: ['number'],
  // Reads two fields of each row instead of the cell's own value.
  getCellValue: ({ row }) => ({ quantity: row.quantity, total: row.total }),
  apply: ({ values }) => {
    let units = 0;
    let revenue = 0;
    values.forEach((value) => {
      if (value) {
        units += value.quantity;
        revenue += value.total;
      }
    });
    return units === 0 ? null : revenue / units;
  },
  valueFormatter: (value) => formatCurrency(value),
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, pricePaid };
// preview-end

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('channel'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('unitPrice'),
  orderColumn('discount'),
  orderColumn('total'),
];

export default function AggregationCustomFunction() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['channel'] },
      aggregation: { model: { unitPrice: 'pricePaid', quantity: 'sum', total: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 400, width: '100%' }}>
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
