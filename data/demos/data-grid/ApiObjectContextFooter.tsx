import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

// preview-start
// A footer rendered in the grid's footer slot: no ref to pass, the context provides the API.
function JumpFooter() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <GridFooterContainer sx={{ px: 1, gap: 1, justifyContent: 'flex-start' }}>
      <Button size="small" disabled={page === 0} onClick={() => apiRef.current.setPage(0)}>
        First page
      </Button>
      <Button size="small" disabled={page === pageCount - 1} onClick={() => apiRef.current.setPage(page + 1)}>
        Next page
      </Button>
      <Button size="small" disabled={page === pageCount - 1} onClick={() => apiRef.current.setPage(pageCount - 1)}>
        Last page
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
        Page {page + 1} of {pageCount}
      </Typography>
    </GridFooterContainer>
  );
}
// preview-end

export default function ApiObjectContextFooter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        slots={{ footer: JumpFooter }}
        initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        pageSizeOptions={[25]}
        density="compact"
      />
      {/* preview-end */}
    </Box>
  );
}
