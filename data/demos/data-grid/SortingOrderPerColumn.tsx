import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
const columns: GridColDef<Product>[] = [
  // The grid's default: A to Z, Z to A, then unsorted.
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  // Readers look for the best rated and the best stocked first.
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100, sortingOrder: ['desc', 'asc', null] },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110, sortingOrder: ['desc', 'asc', null] },
  // Cheapest first, and never back to unsorted.
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120, sortingOrder: ['asc', 'desc'] },
];
// preview-end

export default function SortingOrderPerColumn() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
