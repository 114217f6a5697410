import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { createFakeServer } from './data/fakeOrderServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('total'),
];

export default function ServerSideRowGroupingErrors() {
  const apiRef = useGridApiRef();
  const [failing, setFailing] = React.useState(false);
  const [message, setMessage] = React.useState('Turn on failures, then open a region.');
  const failingRef = React.useRef(failing);
  failingRef.current = failing;

  const dataSource = React.useMemo<GridDataSource>(() => {
    // Only the requests for the content of a group fail: the top level still loads.
    const server = createFakeServer(storeOrders, {
      latency: 500,
      shouldFail: ({ groupKeys = [] }) => failingRef.current && groupKeys.length > 0,
    });
    return {
      getRows: (params) => server.getRows(params),
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childrenCount ?? 0,
    };
  }, []);

  const initialState = useKeepGroupedColumnsHidden({ apiRef, initialState: { rowGrouping: { model: ['region'] } } });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 38, alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={failing} onChange={(event) => setFailing(event.target.checked)} />} label="Server fails" />
        <Typography variant="body2" color="text.secondary" noWrap>
          {message}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={null}
          initialState={initialState}
          // The failed group shows an error in its cell; the callback gets the request.
          onDataSourceError={(error) => setMessage(`${error.message} (group ${'groupKeys' in error.params ? error.params.groupKeys?.join(' / ') : ''})`)}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
