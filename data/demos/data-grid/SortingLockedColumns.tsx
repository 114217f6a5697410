import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, sortable: false },
  { field: 'category', headerName: 'Category', width: 120, sortable: false },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120, sortable: false },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 100, sortable: false },
];

const orders: Record<string, GridSortModel> = {
  featured: [],
  cheapest: [{ field: 'price', sort: 'asc' }],
  priciest: [{ field: 'price', sort: 'desc' }],
  rating: [{ field: 'rating', sort: 'desc' }],
};

export default function SortingLockedColumns() {
  const [order, setOrder] = React.useState('rating');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 56, pt: 0.5 }}>
        <TextField select size="small" label="Sort by" value={order} onChange={(event) => setOrder(event.target.value)} sx={{ width: 220 }}>
          <MenuItem value="featured">Catalogue order</MenuItem>
          <MenuItem value="cheapest">Price: low to high</MenuItem>
          <MenuItem value="priciest">Price: high to low</MenuItem>
          <MenuItem value="rating">Best rated</MenuItem>
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        {/* Every column has `sortable: false`: the select above is the only way to sort. */}
        <DataGrid rows={products} columns={columns} sortModel={orders[order]} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
