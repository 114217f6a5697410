import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterOperator } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** Products whose stock fell under their reorder level: compares two fields of the row, needs no value. */
const belowReorderLevel: GridFilterOperator<Product, number> = {
  label: 'below reorder level',
  value: 'belowReorderLevel',
  requiresFilterValue: false,
  getApplyFilterFn: () => (stock, row) => stock < row.reorderLevel,
};

const aboveReorderLevel: GridFilterOperator<Product, number> = {
  label: 'at or above reorder level',
  value: 'aboveReorderLevel',
  requiresFilterValue: false,
  getApplyFilterFn: () => (stock, row) => stock >= row.reorderLevel,
};
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  {
    field: 'stock',
    headerName: 'In stock',
    type: 'number',
    width: 110,
    // preview-start
    filterOperators: [belowReorderLevel, aboveReorderLevel],
    // preview-end
  },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

export default function FilterOperatorStockLevel() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'stock', operator: 'belowReorderLevel' }] } } }}
        hideFooter
      />
    </Box>
  );
}
