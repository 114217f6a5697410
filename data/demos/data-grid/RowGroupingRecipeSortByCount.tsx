import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridFilteredDescendantCountLookupSelector,
  useGridApiRef,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('product'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function RowGroupingRecipeSortByCount() {
  const apiRef = useGridApiRef();

  // preview-start
  const groupingColDef = React.useMemo<GridGroupingColDefOverride<StoreOrder>>(
    () => ({
      headerName: 'Product (orders)',
      width: 240,
      // Two groups compare by the number of rows under them that pass the filters.
      sortComparator: (value1, value2, params1, params2) => {
        if (params1.rowNode.type !== 'group' || params2.rowNode.type !== 'group') return 0;
        const counts = gridFilteredDescendantCountLookupSelector(apiRef);
        return (counts[params1.rowNode.id] ?? 0) - (counts[params2.rowNode.id] ?? 0);
      },
    }),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ height: 400 }}>
      {/* preview-start */}
      <DataGridPremium
        apiRef={apiRef}
        rows={storeOrders}
        columns={columns}
        groupingColDef={groupingColDef}
        initialState={{
          rowGrouping: { model: ['product'] },
          columns: { columnVisibilityModel: { product: false } },
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
