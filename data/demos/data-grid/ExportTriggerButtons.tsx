import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('date'), orderColumn('customer'), orderColumn('total')];

// preview-start
function ExportButtonsToolbar() {
  return (
    <Toolbar>
      {/* An icon alone needs a name for screen readers: the aria-label. */}
      <Tooltip title="Download as CSV">
        <ExportCsv render={<ToolbarButton aria-label="Download as CSV" />} options={{ fileName: 'store-orders' }}>
          <FileDownloadIcon fontSize="small" />
        </ExportCsv>
      </Tooltip>
      <Tooltip title="Print">
        <ExportPrint render={<ToolbarButton aria-label="Print" />} options={{ hideFooter: true, hideToolbar: true }}>
          <PrintIcon fontSize="small" />
        </ExportPrint>
      </Tooltip>
    </Toolbar>
  );
}
// preview-end

export default function ExportTriggerButtons() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={storeOrders} columns={columns} slots={{ toolbar: ExportButtonsToolbar }} showToolbar />
      {/* preview-end */}
    </Box>
  );
}
