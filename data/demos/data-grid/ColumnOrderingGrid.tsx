import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridColumnOrderChangeParams,
} from '@mui/x-data-grid-pro';
import { orders, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  // Stays first: it cannot be dragged, and other columns cannot be dropped before it.
  { field: 'id', headerName: 'Order', width: 110, disableReorder: true },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'product', headerName: 'Product', width: 190 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

const initialOrder = columns.map((column) => column.field);

export default function ColumnOrderingGrid() {
  const apiRef = useGridApiRef();
  const [message, setMessage] = React.useState('Drag a header to move its column.');

  // preview-start
  const handleOrderChange = (params: GridColumnOrderChangeParams) => {
    setMessage(`${params.column.headerName} moved from position ${params.oldIndex + 1} to ${params.targetIndex + 1}.`);
  };

  const moveTotalAfterOrder = () => apiRef.current?.setColumnIndex('total', 1);

  const resetOrder = () => {
    initialOrder.forEach((field, index) => apiRef.current?.setColumnIndex(field, index));
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={moveTotalAfterOrder}>
          Total second
        </Button>
        <Button size="small" variant="outlined" onClick={resetOrder}>
          Reset order
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }} aria-live="polite">
        {message}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGridPro apiRef={apiRef} rows={orders} columns={columns} onColumnOrderChange={handleOrderChange} hideFooter />
      </Box>
    </Box>
  );
}
