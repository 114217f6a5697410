import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { euro, fetchOrderLines, purchaseOrders, type LinesResponse } from './data/masterDetailPurchases';

// The rows carry no lines: they come from the server when a panel opens.
const rows = purchaseOrders.map(({ lines, ...order }) => order);
type OrderHeader = (typeof rows)[number];

const columns: GridColDef<OrderHeader>[] = [
  { field: 'number', headerName: 'Order', width: 100 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 180 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => euro.format(value) },
];

function LazyLines({ orderId }: { orderId: number }) {
  // preview-start
  const [data, setData] = React.useState<LinesResponse | null>(null);

  React.useEffect(() => {
    let current = true;
    fetchOrderLines(orderId).then((response) => {
      if (current) setData(response);
    });
    return () => {
      current = false;
    };
  }, [orderId]);
  // preview-end

  if (!data) {
    return (
      <Box sx={{ px: 6, py: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Loading the lines…
        </Typography>
        <LinearProgress sx={{ mt: 1 }} />
      </Box>
    );
  }
  return (
    <Box sx={{ px: 6, py: 1.5 }}>
      {data.lines.map((line) => (
        <Typography key={line.sku} variant="body2">
          {line.quantity} {line.unit} × {line.item}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary">
        Request #{data.request}
      </Typography>
    </Box>
  );
}

export default function MasterDetailLazyContent() {
  // preview-start
  const getDetailPanelContent = React.useCallback(({ row }: GridRowParams<OrderHeader>) => <LazyLines orderId={row.id} />, []);
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);
  // preview-end

  return (
    <Box sx={{ height: 400 }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
