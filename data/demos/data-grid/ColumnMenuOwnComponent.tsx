import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** The menu's frame with the items in an order of our own: two built-in items and one new. */
function CompactColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem colDef={colDef} onClick={hideMenu} />
      <Divider />
      <MenuItem
        onClick={(event) => {
          navigator.clipboard?.writeText(colDef.field).catch(() => {});
          hideMenu(event);
        }}
      >
        <ListItemIcon>
          <ContentCopyIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>Copy field name “{colDef.field}”</ListItemText>
      </MenuItem>
      {/* Only the columns a reader may hide: not the product name. */}
      {colDef.field !== 'name' ? <GridColumnMenuHideItem colDef={colDef} onClick={hideMenu} /> : null}
    </GridColumnMenuContainer>
  );
}
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 120 },
];

export default function ColumnMenuOwnComponent() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={products} columns={columns} slots={{ columnMenu: CompactColumnMenu }} hideFooter />
      {/* preview-end */}
    </Box>
  );
}
