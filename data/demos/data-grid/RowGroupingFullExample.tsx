import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumns, storeOrders, type StoreOrder } from './data/storeOrders';

// Every column of the orders, with the measures made aggregable and the order number kept out of grouping.
const columns: GridColDef<StoreOrder>[] = orderColumns.map((column) =>
  column.field === 'orderNumber' ? { ...column, groupable: false } : column,
);

export default function RowGroupingFullExample() {
  const apiRef = useGridApiRef();
  // preview-start
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'customer'] },
      aggregation: { model: { quantity: 'sum', total: 'sum', discount: 'avg' } },
      sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
      pinnedColumns: { left: ['__row_group_by_columns_group__'] },
      columns: { columnVisibilityModel: { city: false, unitPrice: false } },
    },
  });
  // preview-end

  return (
    <Box sx={{ height: 480 }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        rows={storeOrders}
        columns={columns}
        initialState={initialState}
        groupingColDef={{ headerName: 'Region / customer / order', leafField: 'orderNumber', width: 260 }}
        defaultGroupingExpansionDepth={1}
        showToolbar
      />
      {/* preview-end */}
    </Box>
  );
}
