import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GridPinnedColumnPosition,
  useGridApiRef,
  type GridColDef,
  type GridPinnedColumnFields,
} from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const fields = ['orderNumber', 'date', 'customer', 'city', 'country', 'product', 'quantity', 'unitPrice', 'total', 'status'] as const;
const columns: GridColDef<StoreOrder>[] = fields.map((field) => orderColumn(field));

export default function ColumnPinningApi() {
  const apiRef = useGridApiRef();
  const [field, setField] = React.useState<string>('customer');
  const [pinned, setPinned] = React.useState<GridPinnedColumnFields>({});
  const side = pinned.left?.includes(field) ? 'left' : pinned.right?.includes(field) ? 'right' : 'not pinned';

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 40, mb: 1, alignItems: 'center', overflow: 'hidden' }}>
        <TextField select size="small" label="Column" value={field} onChange={(event) => setField(event.target.value)} sx={{ width: 150 }}>
          {columns.map((column) => (
            <MenuItem key={column.field} value={column.field}>
              {column.headerName}
            </MenuItem>
          ))}
        </TextField>
        {/* preview-start */}
        <Button size="small" onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.LEFT)}>
          Pin left
        </Button>
        <Button size="small" onClick={() => apiRef.current?.pinColumn(field, GridPinnedColumnPosition.RIGHT)}>
          Pin right
        </Button>
        <Button size="small" onClick={() => apiRef.current?.unpinColumn(field)}>
          Unpin
        </Button>
        {/* preview-end */}
      </Stack>
      <Typography variant="body2" sx={{ height: 24, mb: 1, fontFamily: 'monospace' }} noWrap>
        {field}: {side} · pinnedColumns: {JSON.stringify(pinned)}
      </Typography>
      <Box sx={{ height: 320 }}>
        <DataGridPro
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          // Every change, from the menus or the buttons, re-renders the page and its readout.
          onPinnedColumnsChange={setPinned}
        />
      </Box>
    </Box>
  );
}
