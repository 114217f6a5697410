import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, getGridNumericOperators, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
// Ratings have one decimal: "equals 4.3" is rarely what a reader wants, "at least" and "at most" are.
const ratingOperators = getGridNumericOperators().filter((operator) => operator.value === '>=' || operator.value === '<=');
// preview-end

export default function FilterOperatorRemove() {
  const [restricted, setRestricted] = React.useState(true);

  const columns = React.useMemo<GridColDef<Product>[]>(
    () => [
      { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
      { field: 'category', headerName: 'Category', width: 120 },
      {
        field: 'rating',
        headerName: 'Rating',
        type: 'number',
        width: 100,
        // preview-start
        filterOperators: restricted ? ratingOperators : undefined,
        // preview-end
      },
    ],
    [restricted],
  );

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={restricted} onChange={(event) => setRestricted(event.target.checked)} />}
          label="Only ≥ and ≤ for the rating"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={products}
          columns={columns}
          showToolbar
          initialState={{ filter: { filterModel: { items: [{ field: 'rating', operator: '>=', value: 4.5 }] } } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
