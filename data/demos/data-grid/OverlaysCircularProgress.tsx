import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function OverlaysCircularProgress() {
  const [loading, setLoading] = React.useState(true);
  const [hasRows, setHasRows] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
        <FormControlLabel
          control={<Switch checked={hasRows} onChange={(event) => setHasRows(event.target.checked)} />}
          label="Rows already loaded"
        />
      </Stack>
      <Box sx={{ height: 300 }}>
        {/* preview-start */}
        <DataGrid
          rows={hasRows ? storeOrders.slice(0, 12) : []}
          columns={columns}
          loading={loading}
          // The spinner in both cases: over the current rows and over an empty grid.
          slotProps={{ loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
