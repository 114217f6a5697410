import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('date'), orderColumn('customer'), orderColumn('total')];

export default function PaginationCommunityDefault() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      {/* No pagination prop: 240 orders, 100 per page. */}
      <DataGrid rows={storeOrders} columns={columns} density="compact" />
      {/* preview-end */}
    </Box>
  );
}
