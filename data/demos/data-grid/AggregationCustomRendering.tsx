import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { formatCurrency, orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
function TotalCell(params: GridRenderCellParams<StoreOrder, number>) {
  // Set on aggregated cells only: group rows and the footer.
  if (params.aggregation) {
    // `size` counts orders: not an amount of money, so no currency.
    if (!params.aggregation.hasCellUnit) return <Typography variant="body2">{params.formattedValue} orders</Typography>;
    return (
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'primary.main' }}>
        {params.formattedValue}
      </Typography>
    );
  }
  return formatCurrency(params.value);
}
// preview-end

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('status'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  { ...orderColumn('total'), renderCell: (params) => <TotalCell {...params} /> },
];

export default function AggregationCustomRendering() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['status'] }, aggregation: { model: { total: 'sum' } } },
  });

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={storeOrders} columns={columns} initialState={initialState} />
    </Box>
  );
}
