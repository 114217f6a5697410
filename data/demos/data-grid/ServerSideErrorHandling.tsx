import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  GridGetRowsError,
  GridUpdateRowError,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

export default function ServerSideErrorHandling() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const failingRef = React.useRef(failing);
  failingRef.current = failing;

  const dataSource = React.useMemo<GridDataSource>(() => {
    const server = createFakeServer(storeOrders, { latency: 500, shouldFail: () => failingRef.current });
    return { getRows: (params) => server.getRows(params) };
  }, []);

  // preview-start
  const handleError = (reason: GridGetRowsError | GridUpdateRowError) => {
    if (reason instanceof GridGetRowsError) {
      // `reason.params` holds the request that failed (page, sort, filters).
      setError(`Could not load page ${(reason.params.paginationModel?.page ?? 0) + 1}: ${reason.message}`);
    } else {
      setError(`Could not save row ${String(reason.params.rowId)}: ${reason.message}`);
    }
  };

  const refetch = () => {
    setError(null);
    apiRef.current?.dataSource.fetchRows();
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 36, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />}
          label="Server fails"
        />
        <Button size="small" variant="outlined" onClick={refetch}>
          Refetch rows
        </Button>
      </Stack>
      <Box sx={{ height: 360, position: 'relative' }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          onDataSourceError={handleError}
          pagination
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 10 } } }}
          pageSizeOptions={[10]}
        />
        {/* preview-end */}
        {error && (
          <Alert severity="error" onClose={() => setError(null)} sx={{ position: 'absolute', insetInline: 16, bottom: 64 }}>
            {error}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
