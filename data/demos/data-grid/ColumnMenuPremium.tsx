import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('channel'),
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function ColumnMenuPremium() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      {/* Each column menu adds pinning, grouping, aggregation and pivoting items to the MIT ones. */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['region'] },
          aggregation: { model: { total: 'sum', quantity: 'sum' } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
