import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
  type GridSortModel,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';
import { fetchPage } from './data/paginationServer';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('country'),
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function PaginationServerFilterSort() {
  // preview-start
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = React.useState<GridSortModel>([{ field: 'total', sort: 'desc' }]);
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });
  // preview-end
  const [rows, setRows] = React.useState<StoreOrder[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  // preview-start
  React.useEffect(() => {
    let active = true;
    setLoading(true);
    // One request with the page, the sort and the filters: the server does all three.
    fetchPage(storeOrders, { paginationModel, sortModel, filterModel }).then((result) => {
      if (!active) return;
      setRows(result.rows);
      setRowCount(result.rowCount);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel, sortModel, filterModel]);
  // preview-end

  return (
    <Box sx={{ height: 440, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        rowCount={rowCount}
        loading={loading}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        sortModel={sortModel}
        onSortModelChange={setSortModel}
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        pageSizeOptions={[10, 25, 50]}
        showToolbar
        slotProps={{ toolbar: { showQuickFilter: false } }}
      />
      {/* preview-end */}
    </Box>
  );
}
