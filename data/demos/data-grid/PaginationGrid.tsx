import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'orderDate', headerName: 'Ordered', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function PaginationGrid() {
  // preview-start
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 5 });
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        Page {paginationModel.page + 1} of {Math.ceil(orders.length / paginationModel.pageSize)}, {paginationModel.pageSize} rows per page
      </Typography>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGrid
          rows={orders}
          columns={columns}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5, 10, { value: 20, label: 'Twenty' }]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
