import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGridPremium, useGridApiRef, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
const columns: GridColDef<StoreOrder>[] = [
  // An identifier: counting is all it offers.
  { ...orderColumn('orderNumber'), availableAggregationFunctions: ['size'] },
  orderColumn('customer'),
  orderColumn('quantity'),
  // A price: a sum would mean nothing, so only min, max and average.
  { ...orderColumn('unitPrice'), availableAggregationFunctions: ['min', 'max', 'avg'] },
  // No aggregation at all: its menu has no Aggregation item.
  { ...orderColumn('discount'), aggregable: false },
];
// preview-end

const fields = [
  { field: 'orderNumber', label: 'Order' },
  { field: 'unitPrice', label: 'Unit price' },
  { field: 'discount', label: 'Discount' },
];

export default function AggregationColumnOptions() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {fields.map(({ field, label }) => (
          <Button key={field} size="small" variant="outlined" onClick={() => apiRef.current?.showColumnMenu(field)} sx={{ textTransform: 'none' }}>
            Menu of {label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={{ aggregation: { model: { orderNumber: 'size', unitPrice: 'avg', quantity: 'sum' } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
