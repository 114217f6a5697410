import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  gridFilteredSortedRowIdsSelector,
  useGridApiRef,
  type GridColDef,
  type GridCsvExportOptions,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('total'),
  // Internal: never exported, unless `fields` names it.
  { ...orderColumn('salesRep'), disableExport: true },
];

// preview-start
const choices: Record<string, GridCsvExportOptions> = {
  visible: {},
  all: { allColumns: true },
  fields: { fields: ['total', 'orderNumber', 'salesRep'] },
};
// preview-end

/** Three rows are enough to see the columns. */
const firstThree: GridCsvExportOptions['getRowsToExport'] = ({ apiRef }) => gridFilteredSortedRowIdsSelector(apiRef).slice(0, 3);

export default function ExportColumnsChoice() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('visible');
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    const update = () => setCsv(api.getDataAsCsv({ ...choices[choice], getRowsToExport: firstThree }));
    update();
    return api.subscribeEvent('columnVisibilityModelChange', update);
  }, [apiRef, choice]);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48 }}>
        <ToggleButtonGroup size="small" exclusive value={choice} onChange={(_, value: string | null) => value && setChoice(value)} aria-label="Columns to export">
          <ToggleButton value="visible">Default</ToggleButton>
          <ToggleButton value="all">allColumns</ToggleButton>
          <ToggleButton value="fields">fields</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          density="compact"
          showToolbar
          slotProps={{ toolbar: { csvOptions: choices[choice] } }}
          initialState={{ columns: { columnVisibilityModel: { country: false } } }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        aria-label="The first lines of the CSV export"
        tabIndex={0}
        sx={{ height: 96, boxSizing: 'border-box', m: 0, mt: 1, p: 1, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Box>
  );
}
