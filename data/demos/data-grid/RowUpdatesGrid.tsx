import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { makeOrders, type Order } from './data/orders';

// 30 orders: the first 8 are shown at first, the others arrive one by one.
const allOrders = makeOrders(30, 11);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

const nextStatus: Record<Order['status'], Order['status']> = {
  Pending: 'Paid',
  Paid: 'Shipped',
  Shipped: 'Delivered',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

export default function RowUpdatesGrid() {
  const apiRef = useGridApiRef();
  const arrived = React.useRef(8);
  const initialRows = React.useMemo(() => allOrders.slice(0, 8), []);

  // preview-start
  const addOrder = () => {
    const order = allOrders[arrived.current % allOrders.length];
    arrived.current += 1;
    // A new id: the row is added.
    apiRef.current?.updateRows([{ ...order, id: `${order.id}-${arrived.current}` }]);
  };

  const advanceFirst = () => {
    const [first] = apiRef.current?.getSortedRows() ?? [];
    if (first) {
      // An existing id: only the given fields change.
      apiRef.current?.updateRows([{ id: first.id, status: nextStatus[first.status as Order['status']] }]);
    }
  };

  const deleteFirst = () => {
    const [first] = apiRef.current?.getSortedRows() ?? [];
    if (first) {
      apiRef.current?.updateRows([{ id: first.id, _action: 'delete' }]);
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={addOrder}>
          Add an order
        </Button>
        <Button size="small" variant="outlined" onClick={advanceFirst}>
          Advance first order
        </Button>
        <Button size="small" variant="outlined" onClick={deleteFirst}>
          Delete first order
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        <DataGrid apiRef={apiRef} rows={initialRows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
