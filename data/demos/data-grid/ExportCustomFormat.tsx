import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('date'), orderColumn('customer'), orderColumn('total')];

function ExportToolbar() {
  const apiRef = useGridApiContext();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  // preview-start
  // A format of our own: the filtered rows, in their order, with the visible columns' raw values.
  const exportJson = () => {
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row = apiRef.current.getRow<StoreOrder>(id);
      return Object.fromEntries(fields.map((field) => [field, row?.[field as keyof StoreOrder]]));
    });
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'store-orders.json';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url));
    close();
  };
  // preview-end

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton aria-haspopup="menu" aria-expanded={anchor ? 'true' : undefined} onClick={(event) => setAnchor(event.currentTarget)}>
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      {/* preview-start */}
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <ExportCsv render={<MenuItem />} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <MenuItem onClick={exportJson}>Download as JSON</MenuItem>
      </Menu>
      {/* preview-end */}
    </Toolbar>
  );
}

export default function ExportCustomFormat() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={storeOrders} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
