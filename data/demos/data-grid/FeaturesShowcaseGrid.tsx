import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orders, orderStatuses, type Order } from './data/orders';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'product', headerName: 'Product', minWidth: 200, flex: 1 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 110 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : euro.format(value)),
  },
];

export default function FeaturesShowcaseGrid() {
  const apiRef = useGridApiRef();
  // preview-start
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
      pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD], right: ['total'] },
      sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
    },
  });

  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={orders}
        columns={columns}
        initialState={initialState}
        checkboxSelection
        disableRowSelectionOnClick
        showToolbar
      />
    </Box>
  );
  // preview-end
}
