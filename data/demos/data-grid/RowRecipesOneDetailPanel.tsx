import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowId, type GridRowParams } from '@mui/x-data-grid-pro';
import { formatCurrency, storeOrders, type StoreOrder } from './data/storeOrders';

const rows = storeOrders.slice(0, 30);

const columns: GridColDef<StoreOrder>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => formatCurrency(value) },
];

function OrderDetail({ row }: { row: StoreOrder }) {
  return (
    <Box sx={{ px: 7, py: 1.5 }}>
      <Typography variant="body2">
        {row.quantity} × {row.product} ({row.category}) at {formatCurrency(row.unitPrice)}
        {row.discount ? `, ${Math.round(row.discount * 100)} % off` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {row.channel} order from {row.city}, {row.status.toLowerCase()}. Account manager: {row.salesRep ?? 'none'}.
      </Typography>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<StoreOrder>) => <OrderDetail row={row} />;
const getDetailPanelHeight = () => 72;

export default function RowRecipesOneDetailPanel() {
  // preview-start
  const [expanded, setExpanded] = React.useState<Set<GridRowId>>(() => new Set([rows[0].id]));

  // The grid reports every id it wants open; keep only the one just added.
  const handleExpandedChange = (ids: Set<GridRowId>) => {
    const added = [...ids].filter((id) => !expanded.has(id));
    setExpanded(new Set(added.slice(-1)));
  };
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        detailPanelExpandedRowIds={expanded}
        onDetailPanelExpandedRowIdsChange={handleExpandedChange}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
