import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

export default function ServerSideLazyLoadingThrottle() {
  const [throttle, setThrottle] = React.useState(500);
  const [requests, setRequests] = React.useState(0);

  const dataSource = React.useMemo<GridDataSource>(() => {
    const database = createMockDatabase(storeOrders, { latency: 300, onRequest: () => setRequests((count) => count + 1) });
    return { getRows: (params) => database.getRows(params) };
    // A new data source (and an empty grid) for each setting, so the counts compare.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [throttle]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttle}
          onChange={(_, value: number | null) => {
            if (value === null) return;
            setRequests(0);
            setThrottle(value);
          }}
        >
          {[0, 500, 2000].map((value) => (
            <ToggleButton key={value} value={value} sx={{ textTransform: 'none', py: 0.25 }}>
              {value} ms
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {requests} requests so far: drag the scrollbar down slowly
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          key={throttle}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          // The least time between two requests while the rendered rows change.
          lazyLoadingRequestThrottleMs={throttle}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
