import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
type Range = [number | undefined, number | undefined];

/** Two number fields; each change sends the whole range to the grid. */
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [min, max] = (item.value ?? [undefined, undefined]) as Range;
  const update = (index: 0 | 1, text: string) => {
    const next: Range = [min, max];
    next[index] = text === '' ? undefined : Number(text);
    applyValue({ ...item, value: next });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', height: 48 }}>
      <TextField
        label="From"
        type="number"
        variant="standard"
        value={min ?? ''}
        onChange={(event) => update(0, event.target.value)}
        inputRef={focusElementRef}
        sx={{ width: 80 }}
      />
      <TextField
        label="To"
        type="number"
        variant="standard"
        value={max ?? ''}
        onChange={(event) => update(1, event.target.value)}
        sx={{ width: 80 }}
      />
    </Box>
  );
}

const betweenOperator: GridFilterOperator<Product, number> = {
  label: 'between',
  value: 'between',
  getApplyFilterFn: (item) => {
    const [min, max] = (item.value ?? []) as Range;
    if (min == null && max == null) return null; // Nothing typed yet: no filtering.
    return (value) => value != null && (min == null || value >= min) && (max == null || value <= max);
  },
  InputComponent: RangeInput,
  getValueAsString: (value: Range) => `${value?.[0] ?? '…'} – ${value?.[1] ?? '…'}`,
};

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price (USD)',
    type: 'number',
    width: 120,
    // The new operator first, then three of the built-in ones.
    filterOperators: [
      betweenOperator,
      ...getGridNumericOperators().filter((operator) => ['=', '>', '<'].includes(operator.value)),
    ],
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];
// preview-end

export default function FilterOperatorBetweenGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [{ field: 'price', operator: 'between', value: [100, 300] }] } } }}
        hideFooter
      />
    </Box>
  );
}
