import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridToolbarColumnsButton,
  GridToolbarContainer,
  GridToolbarDensitySelector,
  GridToolbarExport,
  GridToolbarFilterButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

// preview-start
// Deprecated in v8: kept working for existing code, replaced by Toolbar and its parts.
function LegacyOrdersToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarColumnsButton />
      <GridToolbarFilterButton />
      <GridToolbarDensitySelector slotProps={{ tooltip: { title: 'Row spacing' } }} />
      <Box sx={{ flexGrow: 1 }} />
      <GridToolbarExport
        csvOptions={{ fileName: 'orders' }}
        slotProps={{ button: { material: { variant: 'outlined' } }, tooltip: { title: 'Download or print the orders' } }}
      />
    </GridToolbarContainer>
  );
}
// preview-end

export default function ComponentsLegacyToolbar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={storeOrders} columns={columns} slots={{ toolbar: LegacyOrdersToolbar }} showToolbar />
    </Box>
  );
}
