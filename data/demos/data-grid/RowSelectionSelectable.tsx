import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowParams } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('channel'),
  orderColumn('quantity'),
];

export default function RowSelectionSelectable() {
  const [minimum, setMinimum] = React.useState(20);

  // preview-start
  // Only orders of at least `minimum` units can be picked for a bulk shipment.
  const isRowSelectable = React.useCallback((params: GridRowParams<StoreOrder>) => params.row.quantity >= minimum, [minimum]);
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexShrink: 0 }}>
          Selectable from {minimum} units
        </Typography>
        <Slider
          size="small"
          min={1}
          max={60}
          value={minimum}
          onChange={(_, value) => setMinimum(value as number)}
          aria-label="Minimum quantity"
          sx={{ maxWidth: 240 }}
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid rows={storeOrders} columns={columns} checkboxSelection isRowSelectable={isRowSelectable} />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
