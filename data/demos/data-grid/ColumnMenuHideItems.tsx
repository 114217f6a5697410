import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** Sorting only: no filter item, no hide/manage columns items. */
function SortOnlyColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuFilterItem: null, columnMenuColumnsItem: null }} />;
}
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
];

export default function ColumnMenuHideItems() {
  const [sortOnly, setSortOnly] = React.useState(true);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={sortOnly} onChange={(event) => setSortOnly(event.target.checked)} />} label="Sort items only" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} slots={sortOnly ? { columnMenu: SortOnlyColumnMenu } : undefined} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
