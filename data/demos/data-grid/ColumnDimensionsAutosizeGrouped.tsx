import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = ['region', 'customer', 'product', 'salesRep', 'total'].map((field) => ({
  ...orderColumn(field as keyof StoreOrder),
  width: 100,
}));

export default function ColumnDimensionsAutosizeGrouped() {
  const apiRef = useGridApiRef();
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['region'] } },
  });

  // preview-start
  // Expanding or collapsing a group changes which cells are rendered: fit the columns again.
  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('rowExpansionChange', () => {
        apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
      }),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={storeOrders}
        columns={columns}
        initialState={initialState}
        autosizeOnMount
        autosizeOptions={{ includeHeaders: true, includeOutliers: true }}
      />
    </Box>
  );
}
