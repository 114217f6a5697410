import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('channel'),
  orderColumn('salesRep'),
  orderColumn('total'),
];

// preview-start
/** Several parts of the state at once: the same shape as `apiRef.current.exportState()` returns. */
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'channel', operator: 'equals', value: 'Wholesale' }] } },
  columns: { columnVisibilityModel: { salesRep: false, country: false } },
  pagination: { paginationModel: { pageSize: 10 } },
  density: 'compact',
};
// preview-end

export default function StateInitialSeveral() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={storeOrders} columns={columns} initialState={initialState} pageSizeOptions={[10, 25]} showToolbar />
      {/* preview-end */}
    </Box>
  );
}
