import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  gridFilteredSortedRowIdsSelector,
  gridRowTreeSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('region'), orderColumn('orderNumber'), orderColumn('customer'), orderColumn('total')];

const orders = storeOrders.slice(0, 12);

// preview-start
/** The orders themselves, without the group rows that row grouping adds. */
const leavesOnly: GridCsvExportOptions['getRowsToExport'] = ({ apiRef }) => {
  const tree = gridRowTreeSelector(apiRef);
  return gridFilteredSortedRowIdsSelector(apiRef).filter((id) => tree[id].type === 'leaf');
};
// preview-end

export default function ExportRowGroupingLeaves() {
  const apiRef = useGridApiRef();
  const [withoutGroups, setWithoutGroups] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const update = () =>
      setCsv(api.getDataAsCsv({ getRowsToExport: withoutGroups ? leavesOnly : undefined, fields: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, 'region', 'orderNumber'] }));
    update();
    return api.subscribeEvent('filteredRowsSet', update);
  }, [apiRef, withoutGroups]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={withoutGroups} onChange={(event) => setWithoutGroups(event.target.checked)} />}
          label="Leave the group rows out"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {/* preview-start */}
          <DataGridPremium
            apiRef={apiRef}
            rows={orders}
            columns={columns}
            density="compact"
            showToolbar
            slotProps={{ toolbar: { csvOptions: { getRowsToExport: withoutGroups ? leavesOnly : undefined } } }}
            initialState={{ rowGrouping: { model: ['region'] } }}
            groupingColDef={{ headerName: 'Group' }}
            defaultGroupingExpansionDepth={-1}
            hideFooter
          />
          {/* preview-end */}
        </Box>
        <Box
          component="pre"
          aria-label="What the CSV export holds"
          tabIndex={0}
          sx={{ width: 220, flexShrink: 0, m: 0, p: 1, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, boxSizing: 'border-box' }}
        >
          {csv}
        </Box>
      </Box>
    </Box>
  );
}
