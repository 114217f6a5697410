import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredRowCountSelector,
  gridFilteredSortedRowEntriesSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';
import { orders, orderStatuses, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function FilteringApiSelectors() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // preview-start
  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) return undefined;
    // Selectors read the result of the filters, here after every filtering pass.
    const describe = () => {
      const count = gridFilteredRowCountSelector(apiRef);
      const matching = gridFilteredSortedRowEntriesSelector(apiRef);
      const total = matching.reduce((sum, { model }) => sum + (model as Order).total, 0);
      setSummary(`${count} of ${orders.length} orders, €${Math.round(total).toLocaleString('en-IE')} in total`);
    };
    describe();
    return api.subscribeEvent('filteredRowsSet', describe);
  }, [apiRef]);
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, alignItems: 'center' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setFilterModel({ items: [{ field: 'status', operator: 'is', value: 'Cancelled' }] })}>
          Cancelled orders
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.setFilterModel({ items: [{ field: 'total', operator: '>=', value: 1000 }] })}>
          €1,000 and more
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.showFilterPanel('customer')}>
          Filter by customer…
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear
        </Button>
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ height: 28, lineHeight: '28px' }}>
        {summary}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
