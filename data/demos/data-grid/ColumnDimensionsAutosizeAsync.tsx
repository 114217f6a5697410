import * as React from 'react';
import { flushSync } from 'react-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// Short default widths: the autosize after each load is what makes them fit.
const columns: GridColDef<StoreOrder>[] = ['orderNumber', 'date', 'customer', 'city', 'product', 'total'].map((field) => ({
  ...orderColumn(field as keyof StoreOrder),
  width: 90,
}));

/** A fake request: a page of orders after a short delay. */
function fetchOrders(page: number) {
  return new Promise<StoreOrder[]>((resolve) => {
    setTimeout(() => resolve(storeOrders.slice(page * 12, page * 12 + 12)), 800);
  });
}

export default function ColumnDimensionsAutosizeAsync() {
  const apiRef = useGridApiRef();
  const [rows, setRows] = React.useState<StoreOrder[]>([]);
  const [loading, setLoading] = React.useState(false);
  const [page, setPage] = React.useState(0);

  // preview-start
  const load = React.useCallback(
    async (nextPage: number) => {
      setLoading(true);
      const data = await fetchOrders(nextPage);
      // Render the new rows now, so that autosizing measures them and not the old ones.
      flushSync(() => {
        setRows(data);
        setLoading(false);
        setPage(nextPage);
      });
      await apiRef.current?.autosizeColumns({ includeHeaders: true, includeOutliers: true });
    },
    [apiRef],
  );
  // preview-end

  React.useEffect(() => {
    load(0);
  }, [load]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={loading} onClick={() => load((page + 1) % 5)}>
          Load next page
        </Button>
        <Typography variant="body2" color="text.secondary">
          Page {page + 1} of 5
        </Typography>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
