import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
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
  orderColumn('product'),
  orderColumn('total'),
];

const orders = storeOrders.slice(0, 40);

// preview-start
// The selected rows, in the order the grid shows them (the filters still apply).
const selectedRowsOnly: GridCsvExportOptions['getRowsToExport'] = ({ apiRef }) => {
  const selected = apiRef.current.getSelectedRows();
  return gridFilteredSortedRowIdsSelector(apiRef).filter((id) => selected.has(id));
};
// preview-end

export default function ExportCsvPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('Select a few orders, then show the CSV.');

  // preview-start
  const showCsv = (options: GridCsvExportOptions) => setCsv(apiRef.current?.getDataAsCsv(options) ?? '');
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => showCsv({ getRowsToExport: selectedRowsOnly })}>
          CSV of the selection
        </Button>
        <Button size="small" variant="outlined" onClick={() => showCsv({ delimiter: ';', fields: ['orderNumber', 'total'] })}>
          Two columns, semicolons
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'selected-orders', getRowsToExport: selectedRowsOnly })}
        >
          Download
        </Button>
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} checkboxSelection density="compact" hideFooter />
      </Box>
      <Box
        component="pre"
        sx={{
          height: 120,
          boxSizing: 'border-box',
          m: 0,
          mt: 1,
          p: 1,
          overflow: 'auto',
          fontSize: 12,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          direction: 'ltr',
        }}
      >
        {csv}
      </Box>
    </Box>
  );
}
