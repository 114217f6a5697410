import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  { ...orderColumn('quantity'), editable: true },
  {
    ...orderColumn('status'),
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Processing', 'Shipped', 'Delivered', 'Returned'],
  },
];

export default function ServerSideEditing() {
  const [saved, setSaved] = React.useState('Double-click a quantity or a status to edit it.');

  // preview-start
  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, { latency: 500 });
    return {
      getRows: (params) => server.getRows(params),
      // Called when an edit is committed; the grid shows the row the promise resolves with.
      updateRow: async ({ updatedRow }) => {
        const stored = await server.updateRow(updatedRow as StoreOrder);
        setSaved(`Saved ${stored.orderNumber}: ${stored.quantity} × ${stored.product}, ${stored.status}.`);
        return stored;
      },
    };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {saved}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
