import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('customer'), orderColumn('region'), orderColumn('total')];

const STORAGE_KEY = 'state-demo:orders-grid';

function readSavedState(): GridInitialState | null {
  try {
    const text = window.localStorage.getItem(STORAGE_KEY);
    return text ? (JSON.parse(text) as GridInitialState) : null;
  } catch {
    return null; // Blocked or corrupted storage: start from the defaults.
  }
}

// preview-start
function OrdersGrid() {
  const apiRef = useGridApiRef();
  // Read once, when this grid mounts (in the browser: storage does not exist on the server).
  const [initialState] = React.useState<GridInitialState>(() => readSavedState() ?? { sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } });

  React.useLayoutEffect(() => {
    const save = () => {
      const state = apiRef.current?.exportState();
      if (!state) return;
      try {
        window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
      } catch {
        // Storage full or blocked: the view is only not remembered.
      }
    };
    // Save when the page unloads, and when the grid unmounts.
    window.addEventListener('beforeunload', save);
    return () => {
      window.removeEventListener('beforeunload', save);
      save();
    };
  }, [apiRef]);

  return <DataGrid apiRef={apiRef} rows={storeOrders} columns={columns} initialState={initialState} showToolbar density="compact" />;
}
// preview-end

export default function StateLocalStorage() {
  const [shown, setShown] = React.useState(true);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setShown((value) => !value)}>
          {shown ? 'Unmount the grid' : 'Mount the grid'}
        </Button>
        <Button
          size="small"
          disabled={shown}
          onClick={() => {
            try {
              window.localStorage.removeItem(STORAGE_KEY);
            } catch {
              // Nothing saved, or storage blocked.
            }
          }}
        >
          Forget the saved view
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {shown ? (
          <OrdersGrid />
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
            The grid saved its state to localStorage when it unmounted. Mount it again, or reload the page.
          </Typography>
        )}
      </Box>
    </Box>
  );
}
