import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { euro, purchaseOrders, type PurchaseOrder } from './data/masterDetailPurchases';

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110, valueFormatter: (value: number) => euro.format(value) },
];

const drafts = purchaseOrders.filter((order) => order.status === 'Draft').map((order) => order.id);

export default function MasterDetailApi() {
  // preview-start
  const apiRef = useGridApiRef();
  const [open, setOpen] = React.useState<GridRowId[]>([]);

  const toggleFirst = () => apiRef.current?.toggleDetailPanel(purchaseOrders[0].id);
  const openDrafts = () => apiRef.current?.setExpandedDetailPanels(new Set(drafts));
  const closeAll = () => apiRef.current?.setExpandedDetailPanels(new Set());
  const readOpen = () => setOpen([...(apiRef.current?.getExpandedDetailPanels() ?? [])]);
  // preview-end

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<PurchaseOrder>) =>
      row.status === 'Received' ? null : (
        <Box sx={{ px: 6, py: 1 }}>
          <Typography variant="body2">
            {row.lines.length === 1 ? '1 line' : `${row.lines.length} lines`}, to be delivered to {row.store} by {row.deliveryDate.toLocaleDateString('en-GB')}
          </Typography>
        </Box>
      ),
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 40, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={toggleFirst}>
          Toggle PO-2301
        </Button>
        <Button size="small" variant="outlined" onClick={openDrafts}>
          Open drafts
        </Button>
        <Button size="small" variant="outlined" onClick={closeAll}>
          Close all
        </Button>
        <Button size="small" variant="outlined" onClick={readOpen}>
          Read
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={purchaseOrders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          hideFooter
        />
      </Box>
      <Typography variant="body2" sx={{ mt: 1, height: 20 }}>
        getExpandedDetailPanels(): {open.length ? `Set {${open.join(', ')}}` : 'not read yet'}
      </Typography>
    </Box>
  );
}
