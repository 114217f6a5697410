import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 110 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
];

export default function StyleRecipesFocusRow() {
  const [outline, setOutline] = React.useState(false);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={outline} onChange={(event) => setOutline(event.target.checked)} />}
        label="Keep the default focus outline"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={products}
          columns={columns}
          density="compact"
          // preview-start
          sx={(theme) =>
            outline
              ? {}
              : {
                  // No outline on the focused cell or header…
                  [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within,
                    & .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]: {
                    outline: 'none',
                  },
                  // …but the row holding the focus is marked, with a bar at its start.
                  [`& .${gridClasses.row}:focus-within`]: {
                    backgroundColor: alpha(theme.palette.primary.main, 0.08),
                    boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
                  },
                  [`& .${gridClasses.columnHeader}:focus-visible, & .${gridClasses.columnHeader}:focus-within`]: {
                    textDecoration: 'underline',
                  },
                }
          }
          // preview-end
        />
      </Box>
    </Box>
  );
}
