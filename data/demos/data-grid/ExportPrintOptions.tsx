import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

const orders = storeOrders.slice(0, 50);

export default function ExportPrintOptions() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsPrint()}>
          Print
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.exportDataAsPrint({ hideToolbar: true, hideFooter: true, includeCheckboxes: true })}>
          Rows only, with checkboxes
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.exportDataAsPrint({
              fields: ['orderNumber', 'customer', 'total'],
              fileName: 'Order summary',
              // Landscape paper, and dark text even when the page is in dark mode.
              pageStyle: '@page { size: landscape; } .MuiDataGrid-root { color: #000; }',
            })
          }
        >
          Summary, landscape
        </Button>
        {/* preview-end */}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={orders}
          columns={columns}
          checkboxSelection
          showToolbar
          density="compact"
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
          pageSizeOptions={[25, 50]}
        />
      </Box>
    </Box>
  );
}
