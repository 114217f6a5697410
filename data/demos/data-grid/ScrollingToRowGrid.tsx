import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  gridPaginationModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

export default function ScrollingToRowGrid() {
  const apiRef = useGridApiRef();
  const [orderNumber, setOrderNumber] = React.useState('SO-10200');
  const [position, setPosition] = React.useState('Scroll the grid or jump to an order.');

  // preview-start
  const jump = () => {
    const order = storeOrders.find((candidate) => candidate.orderNumber === orderNumber.trim().toUpperCase());
    const api = apiRef.current;
    if (!order || !api) return;
    // The position among all rows as they are shown (sorted, filtered), across pages.
    const rowIndex = gridExpandedSortedRowIdsSelector(apiRef).indexOf(order.id);
    if (rowIndex === -1) return;
    // The free grid always paginates (100 rows a page here): show the row's page first.
    const { pageSize } = gridPaginationModelSelector(apiRef);
    api.setPage(Math.floor(rowIndex / pageSize));
    requestAnimationFrame(() => {
      api.scrollToIndexes({ rowIndex, colIndex: api.getColumnIndex('status') });
      api.setCellFocus(order.id, 'status');
    });
  };

  React.useEffect(
    () =>
      apiRef.current?.subscribeEvent('scrollPositionChange', ({ top, left }) =>
        setPosition(`Scrolled to ${Math.round(top)} px down, ${Math.round(Math.abs(left))} px across`),
      ),
    [apiRef],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 40, alignItems: 'center' }}>
        <TextField size="small" label="Order" value={orderNumber} onChange={(event) => setOrderNumber(event.target.value)} sx={{ width: 130 }} />
        <Button variant="outlined" onClick={jump}>
          Go
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {position}
        </Typography>
      </Stack>
      <Box sx={{ height: 360 }}>
        <DataGrid apiRef={apiRef} rows={storeOrders} columns={columns} />
      </Box>
    </Box>
  );
}
