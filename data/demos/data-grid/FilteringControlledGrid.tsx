import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { orders, orderStatuses, type Order } from './data/orders';

const euro = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120, valueFormatter: (value: number) => euro.format(value) },
];

export default function FilteringControlledGrid() {
  // preview-start
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ field: 'status', operator: 'is', value: 'Pending' }],
  });
  // preview-end

  const [item] = filterModel.items;
  const describe = item
    ? `${item.field} ${item.operator} ${item.value instanceof Date ? item.value.toISOString().slice(0, 10) : JSON.stringify(item.value ?? null)}`
    : 'no filter';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={() => setFilterModel({ items: [{ field: 'total', operator: '>', value: 2000 }] })}>
          Over €2,000
        </Button>
        <Button size="small" variant="outlined" onClick={() => setFilterModel({ items: [{ field: 'customer', operator: 'contains', value: 'café' }] })}>
          Customers with “café”
        </Button>
        <Button size="small" onClick={() => setFilterModel({ items: [] })}>
          Clear
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
          {describe}
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={orders}
          columns={columns}
          showToolbar
          filterModel={filterModel}
          onFilterModelChange={setFilterModel}
          ignoreDiacritics
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
