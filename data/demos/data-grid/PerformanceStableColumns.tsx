import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orderColumns, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
// Defined once, outside the component: the same array on every render.
const stableColumns: GridColDef<StoreOrder>[] = orderColumns;
// preview-end

export default function PerformanceStableColumns() {
  const apiRef = useGridApiRef();
  const [inline, setInline] = React.useState(false);
  const [ticks, setTicks] = React.useState(0);
  const [rebuilds, setRebuilds] = React.useState(0);

  // The parent re-renders twice a second, as a page with a clock or live data would.
  React.useEffect(() => {
    const timer = setInterval(() => setTicks((count) => count + 1), 500);
    return () => clearInterval(timer);
  }, []);

  // Counts how often the grid rebuilds its columns.
  React.useEffect(() => apiRef.current?.subscribeEvent('columnsChange', () => setRebuilds((count) => count + 1)), [apiRef]);

  // preview-start
  // A new array (with new objects) on every render: the grid rebuilds its columns each time.
  const columns = inline ? orderColumns.map((column) => ({ ...column })) : stableColumns;
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 38, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={inline} onChange={(event) => setInline(event.target.checked)} />} label="Columns created during render" />
        <Typography variant="body2" color="text.secondary">
          {ticks} parent renders · {rebuilds} column rebuilds
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={storeOrders} columns={columns} density="compact" />
      </Box>
    </Box>
  );
}
