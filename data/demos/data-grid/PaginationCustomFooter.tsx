import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
];

// preview-start
/** Numbered pages instead of the rows-per-page select and arrows. */
function NumberedPagination() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);

  return (
    <Pagination
      color="primary"
      size="small"
      count={pageCount}
      // The grid counts pages from 0, Pagination from 1.
      page={page + 1}
      onChange={(_, value) => apiRef.current.setPage(value - 1)}
      sx={{ ml: 'auto', mr: 1 }}
    />
  );
}
// preview-end

export default function PaginationCustomFooter() {
  return (
    <Box sx={{ height: 340, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={products}
        columns={columns}
        density="compact"
        slots={{ pagination: NumberedPagination }}
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
      />
      {/* preview-end */}
    </Box>
  );
}
