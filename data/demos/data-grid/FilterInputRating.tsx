import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** Stars instead of a number field, for the numeric operators of the column. */
function StarsInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: 48, pl: 1 }}>
      <Rating
        name={`filter-${item.id ?? item.field}`}
        precision={0.5}
        value={item.value == null ? null : Number(item.value)}
        onChange={(_, value) => applyValue({ ...item, value })}
        ref={focusElementRef}
      />
    </Box>
  );
}

// "is any of" takes a list of values: left out. "is empty" has no input: kept as it is.
const ratingOperators = getGridNumericOperators()
  .filter((operator) => operator.value !== 'isAnyOf')
  .map((operator) => (operator.InputComponent ? { ...operator, InputComponent: StarsInput } : operator));
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 170,
    renderCell: ({ value }) => <Rating value={value} precision={0.1} readOnly size="small" sx={{ verticalAlign: 'middle' }} />,
    filterOperators: ratingOperators,
  },
];

export default function FilterInputRating() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4.5 }] } } }}
        hideFooter
      />
    </Box>
  );
}
