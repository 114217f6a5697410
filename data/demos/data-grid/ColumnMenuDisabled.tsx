import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
const columns: GridColDef<Product>[] = [
  // Never a menu on the SKU column.
  { field: 'id', headerName: 'SKU', width: 110, disableColumnMenu: true },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];
// preview-end

export default function ColumnMenuDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />} label="disableColumnMenu" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} disableColumnMenu={disabled} showToolbar hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
