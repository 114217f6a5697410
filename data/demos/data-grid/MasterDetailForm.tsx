import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGridPro,
  useGridApiContext,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { purchaseOrders, type PurchaseOrder, type PurchaseStatus } from './data/masterDetailPurchases';

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', width: 190 },
  { field: 'buyer', headerName: 'Buyer', width: 130 },
  { field: 'status', headerName: 'Status', width: 100 },
  { field: 'note', headerName: 'Note', flex: 1, minWidth: 120 },
];

const statuses: PurchaseStatus[] = ['Draft', 'Sent', 'Confirmed', 'Received'];
const buyers = ['Camille Roux', 'Hugo Lefèvre', 'Nadia Benali'];

// preview-start
function OrderForm({ row }: { row: PurchaseOrder }) {
  const apiRef = useGridApiContext();
  const [draft, setDraft] = React.useState({ buyer: row.buyer, status: row.status, note: row.note });
  const changed = draft.buyer !== row.buyer || draft.status !== row.status || draft.note !== row.note;

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    // The row in the grid is replaced by the edited one.
    apiRef.current.updateRows([{ ...row, ...draft }]);
  };
  // preview-end

  return (
    <Box component="form" onSubmit={save} sx={{ px: 6, py: 2 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="Buyer"
          value={draft.buyer}
          onChange={(event) => setDraft({ ...draft, buyer: event.target.value })}
          sx={{ width: 180 }}
        >
          {buyers.map((buyer) => (
            <MenuItem key={buyer} value={buyer}>
              {buyer}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Status"
          value={draft.status}
          onChange={(event) => setDraft({ ...draft, status: event.target.value as PurchaseStatus })}
          sx={{ width: 140 }}
        >
          {statuses.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Note for the supplier"
          value={draft.note}
          onChange={(event) => setDraft({ ...draft, note: event.target.value })}
          sx={{ flex: 1 }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={!changed}>
          Save
        </Button>
        <Button size="small" disabled={!changed} onClick={() => setDraft({ buyer: row.buyer, status: row.status, note: row.note })}>
          Discard
        </Button>
      </Stack>
    </Box>
  );
}

export default function MasterDetailForm() {
  // preview-start
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<PurchaseOrder>) => <OrderForm row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  // preview-end

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro
        rows={purchaseOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1]) } }}
        hideFooter
      />
    </Box>
  );
}
