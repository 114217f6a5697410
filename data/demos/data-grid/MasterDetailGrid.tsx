import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { orders, type Order } from './data/orders';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => euro.format(value) },
];

function OrderDetail({ row }: { row: Order }) {
  return (
    <Box sx={{ py: 1.5, px: 2, height: '100%', boxSizing: 'border-box' }}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle2">
            {row.id} for {row.customer}, {row.country}
          </Typography>
          <Chip size="small" label={row.payment} />
        </Stack>
        <Typography variant="body2">
          {row.quantity} × {row.product} ({row.category}) at {euro.format(row.unitPrice)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {row.shippedDate ? `Shipped on ${day.format(row.shippedDate)}` : 'Not shipped yet'}
        </Typography>
      </Paper>
    </Box>
  );
}

export default function MasterDetailGrid() {
  // preview-start
  const [onlyOne, setOnlyOne] = React.useState(true);
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([orders[0].id]));

  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<Order>) => <OrderDetail row={row} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  const handleExpandedChange = (ids: Set<GridRowId>) => {
    if (onlyOne && ids.size > 1) {
      // Keep only the panel that was just opened.
      const opened = [...ids].find((id) => !expanded.has(id));
      setExpanded(new Set(opened === undefined ? [] : [opened]));
    } else {
      setExpanded(ids);
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={onlyOne} onChange={(event) => setOnlyOne(event.target.checked)} />}
        label="One panel at a time"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        <DataGridPro
          rows={orders}
          columns={columns}
          getDetailPanelContent={getDetailPanelContent}
          getDetailPanelHeight={getDetailPanelHeight}
          detailPanelExpandedRowIds={expanded}
          onDetailPanelExpandedRowIdsChange={handleExpandedChange}
          hideFooter
        />
      </Box>
    </Box>
  );
}
