import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  GridGetRowsError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createMockDatabase } from './data/serverSideMockDatabase';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function ServerSideLazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const failingRef = React.useRef(failing);
  failingRef.current = failing;

  const dataSource = React.useMemo<GridDataSource>(() => {
    // The first chunk always loads; the next ones fail while the switch is on.
    const database = createMockDatabase(storeOrders, {
      shouldFail: ({ start }) => failingRef.current && start !== 0,
    });
    return { getRows: (params) => database.getRows(params) };
  }, []);

  // preview-start
  const [failedRequest, setFailedRequest] = React.useState<GridGetRowsParams | null>(null);

  const handleError = (error: GridGetRowsError | Error) => {
    // Keep the request that failed: it says which rows are missing.
    if (error instanceof GridGetRowsError) setFailedRequest(error.params);
  };

  const retry = () => {
    // The same range again, through the data source.
    if (failedRequest) apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, failedRequest);
    setFailedRequest(null);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 38, alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />} label="Server fails" />
        <Typography variant="body2" color={failedRequest ? 'error' : 'text.secondary'} noWrap sx={{ flex: 1 }}>
          {failedRequest ? `Rows ${failedRequest.start}–${failedRequest.end} failed` : 'Turn on failures, then scroll down.'}
        </Typography>
        <Button size="small" variant="outlined" disabled={!failedRequest} onClick={retry}>
          Retry
        </Button>
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={handleError}
          lazyLoadingRequestThrottleMs={200}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 20 } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
