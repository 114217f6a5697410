import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const STORAGE_KEY = 'mui-x-docs.demo.employee-columns';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'contract', headerName: 'Contract', width: 120 },
];

// preview-start
function readSavedLayout(): GridInitialState {
  try {
    const saved = window.localStorage.getItem(STORAGE_KEY);
    return saved ? (JSON.parse(saved) as GridInitialState) : {};
  } catch {
    return {}; // Storage blocked or corrupt: start from the defaults.
  }
}

export default function ColumnLayoutPersistGrid() {
  const apiRef = useGridApiRef();
  // Read in an effect: the server render has no localStorage.
  const [initialState, setInitialState] = React.useState<GridInitialState | null>(null);
  const [gridKey, setGridKey] = React.useState(0);

  React.useEffect(() => {
    setInitialState(readSavedLayout());
  }, []);

  const saveLayout = React.useCallback(() => {
    const { columns: columnsState } = apiRef.current!.exportState();
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ columns: columnsState }));
    } catch {
      // Private mode or quota: the layout is simply not kept.
    }
  }, [apiRef]);

  const reset = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setInitialState({});
    setGridKey((key) => key + 1); // initialState is read once: remount to apply it.
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset layout
        </Button>
        <Typography variant="body2" color="text.secondary">
          Resize or move columns, then reload the page.
        </Typography>
      </Stack>
      <Box sx={{ height: 340 }}>
        {initialState && (
          <DataGridPro
            key={gridKey}
            apiRef={apiRef}
            rows={employees}
            columns={columns}
            initialState={initialState}
            onColumnWidthChange={saveLayout}
            onColumnOrderChange={saveLayout}
            hideFooter
          />
        )}
      </Box>
    </Box>
  );
}
