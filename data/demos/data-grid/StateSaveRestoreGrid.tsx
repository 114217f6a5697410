import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('channel'),
  orderColumn('total'),
];

export default function StateSaveRestoreGrid() {
  const apiRef = useGridApiRef();
  // In an app: localStorage, the URL or your server. Here, memory.
  const [saved, setSaved] = React.useState<GridInitialState | null>(null);

  // preview-start
  const save = () => setSaved(apiRef.current?.exportState() ?? null);
  const restore = () => saved && apiRef.current?.restoreState(saved);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={save}>
          Save view
        </Button>
        <Button size="small" variant="outlined" disabled={!saved} onClick={restore}>
          Restore view
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={{
            sorting: { sortModel: [{ field: 'date', sort: 'desc' }] },
            pagination: { paginationModel: { pageSize: 25 } },
          }}
          pageSizeOptions={[25, 50]}
        />
        {/* preview-end */}
      </Box>
      <Typography
        component="pre"
        variant="caption"
        sx={{ m: 0, mt: 1, height: 72, boxSizing: 'border-box', overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, direction: 'ltr' }}
      >
        {saved ? JSON.stringify({ sorting: saved.sorting, filter: saved.filter, columns: saved.columns?.columnVisibilityModel }) : 'Sort, filter, hide or resize columns, then save the view.'}
      </Typography>
    </Box>
  );
}
