import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { DataGrid, GridOverlay, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    /** Called by the empty-state button of the overlays page's demo. */
    onImportOrders?: () => void;
  }
}

// preview-start
function EmptyOrdersOverlay({ onImportOrders }: GridSlotProps['noRowsOverlay']) {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <InboxOutlinedIcon color="disabled" sx={{ fontSize: 48 }} />
        <Typography fontWeight="medium">No orders in this workspace yet</Typography>
        <Typography variant="body2" color="text.secondary">
          Orders appear here as soon as a customer checks out.
        </Typography>
        <Button size="small" variant="contained" onClick={onImportOrders}>
          Import last month's orders
        </Button>
      </Stack>
    </GridOverlay>
  );
}
// preview-end

export default function OverlaysNoRowsCustom() {
  const [rows, setRows] = React.useState<StoreOrder[]>([]);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ noRowsOverlay: EmptyOrdersOverlay }}
        // The overlay gets its action through slotProps, not through a closure.
        slotProps={{ noRowsOverlay: { onImportOrders: () => setRows(storeOrders.slice(0, 15)) } }}
      />
      {/* preview-end */}
    </Box>
  );
}
