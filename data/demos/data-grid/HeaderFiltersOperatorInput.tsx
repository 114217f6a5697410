import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGridPro,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid-pro';
import { products, type Product } from './data/products';

// preview-start
/** The same input in the filter panel and in the header filter row. */
function StarsInput({ item, applyValue, focusElementRef, headerFilterMenu, clearButton }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', width: '100%', gap: 0.5 }}>
      {/* Given only in the header filter row: the operator menu and the clear button. */}
      {headerFilterMenu}
      <Rating
        name={`rating-filter-${item.id ?? item.field}`}
        precision={0.5}
        size="small"
        value={item.value == null ? null : Number(item.value)}
        onChange={(_, value) => applyValue({ ...item, value })}
        ref={focusElementRef}
      />
      {clearButton}
    </Box>
  );
}

const ratingOperators = getGridNumericOperators()
  .filter((operator) => ['>=', '<='].includes(operator.value))
  .map((operator) => ({ ...operator, InputComponent: StarsInput }));
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 200, filterOperators: ratingOperators },
];

export default function HeaderFiltersOperatorInput() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        rows={products}
        columns={columns}
        headerFilters
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4.5 }] } } }}
        hideFooter
      />
    </Box>
  );
}
