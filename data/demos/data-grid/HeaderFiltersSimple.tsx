import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { productCategories, products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: productCategories, width: 150 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
];

export default function HeaderFiltersSimple() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={products}
        columns={columns}
        headerFilters
        // No filter panel, no "Filter" item in the column menus.
        disableColumnFilter
        // No operator menu: each input keeps its column type's default operator.
        slots={{ headerFilterMenu: null }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
