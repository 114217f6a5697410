import Box from '@mui/material/Box';
import { DataGrid, GridColumnMenu, type GridColDef, type GridColumnMenuProps } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** Filtering first, then the column items, then sorting last. */
function FilterFirstColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slotProps={{
        columnMenuFilterItem: { displayOrder: 0 }, // default 20
        columnMenuColumnsItem: { displayOrder: 5 }, // default 30
        columnMenuSortItem: { displayOrder: 40 }, // default 10
      }}
    />
  );
}
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function ColumnMenuReorder() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={products} columns={columns} slots={{ columnMenu: FilterFirstColumnMenu }} hideFooter />
    </Box>
  );
}
