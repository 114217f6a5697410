import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredRowCountSelector,
  useGridApiRef,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid';
import { orders, orderStatuses, type Order, type OrderStatus } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
];

export default function FilteringExternalControls() {
  const apiRef = useGridApiRef();
  // preview-start
  const [status, setStatus] = React.useState<OrderStatus | null>('Shipped');
  const [visible, setVisible] = React.useState(0);

  // The model is derived from the buttons: no filter when none is pressed.
  const filterModel = React.useMemo<GridFilterModel>(
    () => ({ items: status ? [{ field: 'status', operator: 'is', value: status }] : [] }),
    [status],
  );

  // Read the number of matching rows each time the grid has filtered them.
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    setVisible(gridFilteredRowCountSelector(apiRef));
    return api.subscribeEvent('filteredRowsSet', () => setVisible(gridFilteredRowCountSelector(apiRef)));
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_event, value: OrderStatus | null) => setStatus(value)}
          aria-label="Order status"
        >
          {orderStatuses.map((option) => (
            <ToggleButton key={option} value={option}>
              {option}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {visible} of {orders.length} orders
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} filterModel={filterModel} disableColumnFilter hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
