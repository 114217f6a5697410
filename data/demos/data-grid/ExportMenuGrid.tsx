import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import {
  DataGridPremium,
  ExportCsv,
  ExportExcel,
  ExportPrint,
  Toolbar,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

// preview-start
function ExportToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Button size="small" startIcon={<FileDownloadIcon />} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Export
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {/* Each item runs its export with its own options, then closes the menu. */}
        <ExportExcel render={<MenuItem />} options={{ fileName: 'orders', columnsStyles: { total: { numFmt: '"$"#,##0.00' } } }} onClick={close}>
          Excel workbook
        </ExportExcel>
        <ExportCsv render={<MenuItem />} options={{ fileName: 'orders', delimiter: ';', utf8WithBom: true }} onClick={close}>
          CSV (semicolons)
        </ExportCsv>
        <ExportPrint render={<MenuItem />} options={{ hideFooter: true, hideToolbar: true }} onClick={close}>
          Print
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}
// preview-end

export default function ExportMenuGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPremium rows={storeOrders} columns={columns} slots={{ toolbar: ExportToolbar }} showToolbar />
    </Box>
  );
}
