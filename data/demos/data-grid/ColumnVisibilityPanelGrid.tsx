import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'supplier', headerName: 'Supplier', width: 150 },
  { field: 'price', headerName: 'Price', type: 'number', width: 90 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
];

// The SKU and product name always stay: they are left out of the panel's list.
const alwaysShown = new Set(['id', 'name']);

export default function ColumnVisibilityPanelGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={products}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { reorderLevel: false } } }}
        slotProps={{
          columnsManagement: {
            getTogglableColumns: (cols) => cols.filter((col) => !alwaysShown.has(col.field)).map((col) => col.field),
            disableResetButton: false,
            toggleAllMode: 'filteredOnly',
          },
        }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
