import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, gridFilteredTopLevelRowCountSelector, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('channel'),
  orderColumn('total'),
  orderColumn('status'),
];

export default function ApiObjectGrid() {
  // preview-start
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('Use the buttons: each calls a method of the API object.');

  const showWholesale = () => apiRef.current?.setFilterModel({ items: [{ field: 'channel', operator: 'equals', value: 'Wholesale' }] });
  const biggestFirst = () => apiRef.current?.setSortModel([{ field: 'total', sort: 'desc' }]);
  const reset = () => {
    apiRef.current?.setFilterModel({ items: [] });
    apiRef.current?.setSortModel([]);
  };
  const describe = () => {
    if (!apiRef.current) return;
    const count = gridFilteredTopLevelRowCountSelector(apiRef);
    const sort = apiRef.current.getSortModel()[0];
    setSummary(`${count} orders shown, sorted by ${sort ? `${sort.field} (${sort.sort})` : 'nothing'}.`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, minHeight: 32, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={showWholesale}>
          Wholesale only
        </Button>
        <Button size="small" variant="outlined" onClick={biggestFirst}>
          Biggest first
        </Button>
        <Button size="small" variant="outlined" onClick={reset}>
          Reset
        </Button>
        <Button size="small" variant="contained" onClick={describe}>
          Describe
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" noWrap sx={{ height: 24, mb: 1 }}>
        {summary}
      </Typography>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid apiRef={apiRef} rows={storeOrders} columns={columns} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
