import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';
import { makeOrders, type Order } from './data/orders';

// The "database": 95 orders, read by an API that knows no total.
const database = makeOrders(95, 41);

interface Page {
  rows: Order[];
  nextCursor: string | null;
}

// preview-start
/** Stands in for `GET /api/orders?after=<cursor>&limit=<n>`: no total, a cursor to the next page. */
function fetchAfter(cursor: string | null, limit: number): Promise<Page> {
  return new Promise((resolve) => {
    window.setTimeout(() => {
      const start = cursor ? database.findIndex((order) => order.id === cursor) + 1 : 0;
      const rows = database.slice(start, start + limit);
      const hasMore = start + limit < database.length;
      resolve({ rows, nextCursor: hasMore ? rows[rows.length - 1].id : null });
    }, 400);
  });
}
// preview-end

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function PaginationCursorGrid() {
  // preview-start
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  // The cursor that fetches each page, learned from the page before it.
  const cursors = React.useRef<Record<number, string | null>>({ 0: null });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    const { page, pageSize } = paginationModel;
    setLoading(true);
    fetchAfter(cursors.current[page] ?? null, pageSize).then((result) => {
      if (!active) return;
      cursors.current[page + 1] = result.nextCursor;
      setRows(result.rows);
      setHasNextPage(result.nextCursor !== null);
      // On the last page, the total is finally known.
      if (result.nextCursor === null) setRowCount(page * pageSize + result.rows.length);
      setLoading(false);
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  const changePageSize = (model: GridPaginationModel) => {
    if (model.pageSize !== paginationModel.pageSize) {
      // Cursors depend on the page size: start again.
      cursors.current = { 0: null };
      setRowCount(-1);
      setPaginationModel({ page: 0, pageSize: model.pageSize });
    } else {
      setPaginationModel(model);
    }
  };
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        paginationMode="server"
        rowCount={rowCount}
        paginationMeta={{ hasNextPage }}
        paginationModel={paginationModel}
        onPaginationModelChange={changePageSize}
        pageSizeOptions={[10, 20]}
        loading={loading}
        disableColumnSorting
        disableColumnFilter
      />
      {/* preview-end */}
    </Box>
  );
}
