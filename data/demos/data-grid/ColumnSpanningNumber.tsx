import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

export default function ColumnSpanningNumber() {
  const [span, setSpan] = React.useState(2);

  // preview-start
  const columns = React.useMemo<GridColDef<StoreOrder>[]>(
    () => [
      orderColumn('orderNumber'),
      // Every cell of this column covers `span` columns: itself and the next ones.
      { ...orderColumn('customer'), colSpan: span },
      orderColumn('city'),
      orderColumn('country'),
      orderColumn('total'),
    ],
    [span],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <Typography variant="body2">Customer colSpan</Typography>
        <ToggleButtonGroup size="small" exclusive value={span} onChange={(_event, next: number | null) => next && setSpan(next)} sx={{ height: 32 }}>
          <ToggleButton value={1}>1</ToggleButton>
          <ToggleButton value={2}>2</ToggleButton>
          <ToggleButton value={3}>3</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid rows={storeOrders} columns={columns} showCellVerticalBorder hideFooter />
      </Box>
    </Box>
  );
}
