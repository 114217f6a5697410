import * as React from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('total'),
];

// preview-start
// Replaces the previous and next arrows of GridPagination with a button per page.
function PageNumbers({ count, page, rowsPerPage, onPageChange, className }: TablePaginationActionsProps) {
  return (
    <Pagination
      className={className}
      color="primary"
      shape="rounded"
      size="small"
      siblingCount={0}
      count={Math.max(1, Math.ceil(count / rowsPerPage))}
      // Pagination counts pages from 1, the grid from 0.
      page={page + 1}
      onChange={(event, value) => onPageChange(event as React.MouseEvent<HTMLButtonElement>, value - 1)}
    />
  );
}
// preview-end

export default function ComponentsPagination() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        pageSizeOptions={[10, 25, 50]}
        initialState={{ pagination: { paginationModel: { pageSize: 10 } } }}
        // GridPagination stays: page size select and "1–10 of 240", with other page buttons.
        slotProps={{ basePagination: { material: { ActionsComponent: PageNumbers } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
