import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import { DataGrid, GridOverlay, useGridApiContext, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

// preview-start
function AllColumnsHiddenOverlay() {
  const apiRef = useGridApiContext();
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <ViewColumnOutlinedIcon color="disabled" sx={{ fontSize: 40 }} />
        <Typography variant="body2">Every column of the orders is hidden.</Typography>
        {/* An empty model shows every column again. */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setColumnVisibilityModel({})}>
          Show all columns
        </Button>
      </Stack>
    </GridOverlay>
  );
}
// preview-end

export default function OverlaysNoColumnsCustom() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders.slice(0, 20)}
        columns={columns}
        slots={{ noColumnsOverlay: AllColumnsHiddenOverlay }}
        initialState={{
          columns: { columnVisibilityModel: { orderNumber: false, customer: false, product: false, total: false } },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
