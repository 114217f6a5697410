import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 90 },
];

export default function SortingModelReadout() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} onSortModelChange={setSortModel} hideFooter />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        aria-live="polite"
        sx={{ height: 48, boxSizing: 'border-box', m: 0, mt: 1, p: 1, fontSize: 13, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto' }}
      >
        sortModel: {JSON.stringify(sortModel)}
      </Box>
    </Box>
  );
}
