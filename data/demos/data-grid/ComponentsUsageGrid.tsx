import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  QuickFilter,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('product'),
  orderColumn('total'),
];

// preview-start
function SlimToolbar() {
  return (
    <Toolbar>
      {/* Connected to the grid it renders in: typing filters the rows. */}
      <QuickFilter>
        <QuickFilterControl placeholder="Search orders" aria-label="Search orders" />
      </QuickFilter>
      <Tooltip title="Download as CSV">
        {/* `render` picks the element; ExportCsv keeps the behavior. */}
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />} options={{ fileName: 'orders' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function ComponentsUsageGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={storeOrders} columns={columns} slots={{ toolbar: SlimToolbar }} showToolbar />
      {/* preview-end */}
    </Box>
  );
}
