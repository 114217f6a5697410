import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridCsvExportOptions } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

const orders = storeOrders.slice(0, 40);

export default function ExportCsvPreview() {
  const apiRef = useGridApiRef();
  const [csv, setCsv] = React.useState('Pick a format to see the text it produces.');

  // preview-start
  const showCsv = (options: GridCsvExportOptions) => setCsv(apiRef.current?.getDataAsCsv(options) ?? '');
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center', flexWrap: 'wrap' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => showCsv({})}>
          Default
        </Button>
        <Button size="small" variant="outlined" onClick={() => showCsv({ delimiter: ';', fields: ['orderNumber', 'total'] })}>
          Semicolons, two columns
        </Button>
        <Button size="small" variant="outlined" onClick={() => showCsv({ includeHeaders: false })}>
          No header row
        </Button>
        <Button
          size="small"
          variant="contained"
          onClick={() => apiRef.current?.exportDataAsCsv({ fileName: 'store-orders', utf8WithBom: true })}
        >
          Download
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ height: 260 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} checkboxSelection density="compact" hideFooter />
      </Box>
      <Box
        component="pre"
        aria-label="The CSV text"
        tabIndex={0}
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
