import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function ServerSideLazyLoadingModeChange() {
  const [lastRange, setLastRange] = React.useState('');
  // preview-start
  // The server never sends a total: the `rowCount` prop alone decides the mode.
  const [rowCount, setRowCount] = React.useState(-1);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, {
      sendRowCount: false,
      onRequest: ({ start, end }) => setLastRange(`rows ${start}–${end}`),
    });
    return { getRows: (params) => database.getRows(params) };
  }, []);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        {[
          { value: -1, label: 'Unknown (-1)' },
          { value: 240, label: '240' },
          { value: 60, label: '60' },
        ].map(({ value, label }) => (
          <Button
            key={value}
            size="small"
            variant={rowCount === value ? 'contained' : 'outlined'}
            onClick={() => setRowCount(value)}
            sx={{ textTransform: 'none' }}
          >
            {label}
          </Button>
        ))}
        <Typography variant="body2" color="text.secondary" noWrap>
          {rowCount === -1 ? 'Infinite loading' : 'Viewport loading'} · last request: {lastRange || 'waiting'}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          lazyLoadingRequestThrottleMs={200}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
