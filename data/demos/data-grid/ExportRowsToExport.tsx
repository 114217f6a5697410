import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  gridPaginatedVisibleSortedGridRowIdsSelector,
  gridSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('region'), orderColumn('customer'), orderColumn('total')];

const orders = storeOrders.slice(0, 30);

// preview-start
const rules: Record<string, { label: string; getRowsToExport?: GridCsvExportOptions['getRowsToExport'] }> = {
  default: { label: 'Default: the selection, or every filtered row' },
  page: { label: 'The current page', getRowsToExport: ({ apiRef }) => gridPaginatedVisibleSortedGridRowIdsSelector(apiRef) },
  filtered: { label: 'Every filtered row, selection or not', getRowsToExport: ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef) },
  all: { label: 'Every row, ignoring the filters', getRowsToExport: ({ apiRef }) => gridSortedRowIdsSelector(apiRef) },
};
// preview-end

export default function ExportRowsToExport() {
  const apiRef = useGridApiRef();
  const [rule, setRule] = React.useState('page');
  const [csv, setCsv] = React.useState('');
  const { getRowsToExport } = rules[rule];

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const update = () => setCsv(api.getDataAsCsv({ getRowsToExport, fields: ['orderNumber', 'region'] }));
    update();
    const unsubscribers = [
      api.subscribeEvent('rowSelectionChange', update),
      api.subscribeEvent('filteredRowsSet', update),
      api.subscribeEvent('sortedRowsSet', update),
      api.subscribeEvent('paginationModelChange', update),
    ];
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [apiRef, getRowsToExport]);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 52, pt: 0.5 }}>
        <TextField select size="small" label="getRowsToExport" value={rule} onChange={(event) => setRule(event.target.value)} sx={{ width: 340 }}>
          {Object.entries(rules).map(([value, { label }]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* preview-start */}
          <DataGrid
            apiRef={apiRef}
            rows={orders}
            columns={columns}
            checkboxSelection
            density="compact"
            showToolbar
            slotProps={{ toolbar: { csvOptions: { getRowsToExport }, printOptions: { getRowsToExport } } }}
            initialState={{
              filter: { filterModel: { items: [{ field: 'region', operator: 'isAnyOf', value: ['Europe', 'North America'] }] } },
              pagination: { paginationModel: { pageSize: 5 } },
            }}
            pageSizeOptions={[5, 10]}
          />
          {/* preview-end */}
        </Box>
        <Box
          component="pre"
          aria-label="What the CSV export holds"
          tabIndex={0}
          sx={{ width: 190, flexShrink: 0, m: 0, p: 1, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, boxSizing: 'border-box' }}
        >
          {csv}
        </Box>
      </Box>
    </Box>
  );
}
