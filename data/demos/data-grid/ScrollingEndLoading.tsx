import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

const pageSize = 20;

export default function ScrollingEndLoading() {
  const [rows, setRows] = React.useState(() => storeOrders.slice(0, pageSize));
  const [loading, setLoading] = React.useState(false);

  // preview-start
  // Called when the reader scrolls within `scrollEndThreshold` px of the bottom.
  const handleRowsScrollEnd: DataGridProProps['onRowsScrollEnd'] = async () => {
    if (loading || rows.length >= storeOrders.length) return;
    setLoading(true);
    await new Promise((resolve) => setTimeout(resolve, 600)); // your request here
    setRows((current) => [...current, ...storeOrders.slice(current.length, current.length + pageSize)]);
    setLoading(false);
  };
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={rows}
        columns={columns}
        loading={loading}
        onRowsScrollEnd={handleRowsScrollEnd}
        slotProps={{ loadingOverlay: { variant: 'linear-progress' } }}
      />
      {/* preview-end */}
    </Box>
  );
}
