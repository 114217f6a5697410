import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { fetchPage } from './data/paginationServer';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('date'), orderColumn('customer'), orderColumn('total')];

export default function PaginationEstimatedRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [rows, setRows] = React.useState<StoreOrder[]>([]);
  const [loading, setLoading] = React.useState(true);
  // preview-start
  const [hasNextPage, setHasNextPage] = React.useState(true);
  // -1 until the server tells the real count.
  const [rowCount, setRowCount] = React.useState(-1);
  // preview-end

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(storeOrders, { paginationModel }).then((result) => {
      if (!active) return;
      setRows(result.rows);
      const { page, pageSize } = paginationModel;
      setHasNextPage((page + 1) * pageSize < result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        {/* preview-start */}
        <Button size="small" variant="outlined" disabled={rowCount !== -1} onClick={() => setRowCount(storeOrders.length)}>
          The server sends the real count
        </Button>
        {/* preview-end */}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          estimatedRowCount={200}
          paginationMeta={{ hasNextPage }}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[25, 50]}
          disableColumnSorting
          disableColumnFilter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
