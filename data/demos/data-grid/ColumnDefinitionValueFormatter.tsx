import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { storeOrders, type StoreOrder } from './data/storeOrders';

const dayFormat = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// preview-start
const formatters: Partial<Record<keyof StoreOrder, GridColDef<StoreOrder>['valueFormatter']>> = {
  date: (value: Date) => dayFormat.format(value),
  discount: (value: number) => (value ? `${Math.round(value * 100)} %` : '—'),
  total: (value: number) => money.format(value),
};
// preview-end

const baseColumns: GridColDef<StoreOrder>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'date', headerName: 'Date', type: 'date', width: 170 },
  { field: 'customer', headerName: 'Customer', width: 190 },
  { field: 'discount', headerName: 'Discount', type: 'number', width: 110 },
  { field: 'total', headerName: 'Total', type: 'number', width: 130 },
];

export default function ColumnDefinitionValueFormatter() {
  const [formatted, setFormatted] = React.useState(true);

  const columns = React.useMemo(
    () =>
      baseColumns.map((column) => {
        const valueFormatter = formatters[column.field as keyof StoreOrder];
        return formatted && valueFormatter ? { ...column, valueFormatter } : column;
      }),
    [formatted],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={formatted} onChange={(event) => setFormatted(event.target.checked)} />}
          label="valueFormatter"
        />
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* Sorted by discount: the order is the same with or without the formatter. */}
        <DataGrid
          rows={storeOrders}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'discount', sort: 'desc' }] } }}
        />
      </Box>
    </Box>
  );
}
