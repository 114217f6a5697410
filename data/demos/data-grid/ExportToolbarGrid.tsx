import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('product'),
  orderColumn('total'),
  // Internal notes stay in the app: no export of this column, whatever the format.
  { field: 'salesRep', headerName: 'Sales rep', width: 150, disableExport: true },
];

export default function ExportToolbarGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            // Excel reads accents correctly from a CSV file that starts with a byte order mark.
            csvOptions: { fileName: 'store-orders', utf8WithBom: true },
            printOptions: { hideFooter: true, hideToolbar: true },
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
