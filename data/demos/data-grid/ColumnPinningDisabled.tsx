import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
const columns: GridColDef<StoreOrder>[] = [
  // No pin items in this column's menu.
  { ...orderColumn('orderNumber'), pinnable: false },
  ...(['date', 'customer', 'city', 'country', 'product', 'quantity', 'unitPrice', 'discount', 'total', 'status'] as const).map(
    (field) => orderColumn(field),
  ),
];
// preview-end

export default function ColumnPinningDisabled() {
  const apiRef = useGridApiRef();
  const [disableColumnPinning, setDisableColumnPinning] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={disableColumnPinning} onChange={(event) => setDisableColumnPinning(event.target.checked)} />}
          label="disableColumnPinning"
        />
        <Button
          size="small"
          variant="outlined"
          // preview-start
          // Code can still pin what the menus cannot.
          onClick={() => apiRef.current?.setPinnedColumns({ left: ['orderNumber'], right: ['status'] })}
          // preview-end
        >
          Pin order and status
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setPinnedColumns({})}>
          Unpin all
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          disableColumnPinning={disableColumnPinning}
          // Pinned from the start although the menus offer no pinning.
          initialState={{ pinnedColumns: { left: ['customer'] } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
