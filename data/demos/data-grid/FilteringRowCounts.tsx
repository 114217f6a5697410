import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('customer'), orderColumn('channel'), orderColumn('status'), orderColumn('total')];

const presets: Array<{ label: string; model: GridFilterModel }> = [
  { label: 'All', model: { items: [] } },
  { label: 'Online', model: { items: [{ field: 'channel', operator: 'equals', value: 'Online' }] } },
  { label: 'Wholesale', model: { items: [{ field: 'channel', operator: 'equals', value: 'Wholesale' }] } },
  { label: 'Returned', model: { items: [{ field: 'status', operator: 'equals', value: 'Returned' }] } },
];

export default function FilteringRowCounts() {
  const apiRef = useGridApiRef();
  const [active, setActive] = React.useState('All');
  const [counts, setCounts] = React.useState<Record<string, number>>({});

  // preview-start
  // Count the matches of each preset without applying it: getFilterState computes, the grid stays as it is.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return;
    const next: Record<string, number> = {};
    presets.forEach(({ label, model }) => {
      const { filteredRowsLookup } = api.getFilterState(model);
      next[label] = storeOrders.filter((order) => filteredRowsLookup[order.id] !== false).length;
    });
    setCounts(next);
  }, [apiRef]);
  // preview-end

  const current = presets.find((preset) => preset.label === active)!;

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        {presets.map(({ label }) => (
          <Button key={label} size="small" variant={label === active ? 'contained' : 'outlined'} onClick={() => setActive(label)}>
            {label} ({counts[label] ?? '…'})
          </Button>
        ))}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={storeOrders} columns={columns} filterModel={current.model} disableColumnFilter density="compact" />
      </Box>
    </Box>
  );
}
