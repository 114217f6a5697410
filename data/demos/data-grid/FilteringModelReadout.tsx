import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';
import { productCategories, products, type Product } from './data/products';

// One column of each built-in type: each offers its own operators.
const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', valueOptions: productCategories, width: 120 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 110 },
  { field: 'lastDelivery', headerName: 'Last delivery', type: 'date', width: 130 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

export default function FilteringModelReadout() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} showToolbar onFilterModelChange={setFilterModel} />
        {/* preview-end */}
      </Box>
      <Box
        component="pre"
        aria-live="polite"
        tabIndex={0}
        sx={{ height: 64, boxSizing: 'border-box', m: 0, mt: 1, p: 1, fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'auto', whiteSpace: 'pre-wrap' }}
      >
        filterModel: {JSON.stringify(filterModel)}
      </Box>
    </Box>
  );
}
