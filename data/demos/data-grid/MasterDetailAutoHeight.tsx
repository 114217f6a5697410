import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { euro, purchaseOrders, type PurchaseLine, type PurchaseOrder } from './data/masterDetailPurchases';

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 180 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80, valueGetter: (lines: PurchaseLine[]) => lines.length },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => euro.format(value) },
];

const extraLine: PurchaseLine = { sku: 'PK-BOX', item: 'Pastry boxes (pack of 50)', quantity: 4, unit: 'pcs', unitPrice: 12.5 };

function OrderLines({ row }: { row: PurchaseOrder }) {
  // Lines added here change the content's height: the grid measures it again.
  const [lines, setLines] = React.useState(row.lines);
  return (
    <Box sx={{ px: 6, py: 1.5 }}>
      {lines.map((line, index) => (
        <Typography key={index} variant="body2">
          {line.quantity} {line.unit} × {line.item} at {euro.format(line.unitPrice)}
        </Typography>
      ))}
      {row.note && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Note: {row.note}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setLines((current) => [...current, extraLine])}>
          Add a line
        </Button>
        <Button size="small" disabled={lines.length <= 1} onClick={() => setLines((current) => current.slice(0, -1))}>
          Remove the last line
        </Button>
      </Stack>
    </Box>
  );
}

export default function MasterDetailAutoHeight() {
  // preview-start
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<PurchaseOrder>) => <OrderLines row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  // preview-end

  return (
    <Box sx={{ height: 420 }}>
      {/* preview-start */}
      <DataGridPro
        rows={purchaseOrders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([1, 2]) } }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
