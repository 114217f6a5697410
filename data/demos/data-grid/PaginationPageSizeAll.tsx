import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('date'), orderColumn('customer'), orderColumn('total')];

export default function PaginationPageSizeAll() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={storeOrders}
        columns={columns}
        density="compact"
        pagination
        pageSizeOptions={[10, 50, { value: 200, label: 'Two hundred' }, { value: -1, label: 'All' }]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
