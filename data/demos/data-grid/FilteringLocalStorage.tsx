import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'contract', headerName: 'Contract', width: 120 },
];

const STORAGE_KEY = 'filtering-recipes-demo:filterModel';
const EMPTY = '{"items":[]}';
const listeners = new Set<() => void>();

/** The saved model, as text, kept in step with localStorage (and with other tabs, through the storage event). */
const filterStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    window.addEventListener('storage', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', listener);
    };
  },
  getSnapshot: () => {
    try {
      return window.localStorage.getItem(STORAGE_KEY) ?? EMPTY;
    } catch {
      return EMPTY; // Storage blocked: start empty.
    }
  },
  getServerSnapshot: () => EMPTY,
  save(model: GridFilterModel) {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(model));
    } catch {
      // Storage full or blocked: the filter still works, it is only not remembered.
    }
    listeners.forEach((listener) => listener());
  },
};

// preview-start
function useSavedFilterModel(): [GridFilterModel, (model: GridFilterModel) => void] {
  const saved = React.useSyncExternalStore(filterStore.subscribe, filterStore.getSnapshot, filterStore.getServerSnapshot);
  const model = React.useMemo<GridFilterModel>(() => {
    try {
      return JSON.parse(saved);
    } catch {
      return { items: [] };
    }
  }, [saved]);
  return [model, filterStore.save];
}
// preview-end

export default function FilteringLocalStorage() {
  // preview-start
  const [filterModel, setFilterModel] = useSavedFilterModel();
  // preview-end
  const [mount, setMount] = React.useState(0);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setMount((count) => count + 1)}>
          Mount the grid again
        </Button>
        <Button size="small" onClick={() => filterStore.save({ items: [] })}>
          Forget the filter
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid key={mount} rows={employees} columns={columns} showToolbar filterModel={filterModel} onFilterModelChange={setFilterModel} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
