import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  DataGrid,
  GridColumnMenu,
  gridSortModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

// preview-start
/** Replaces the sort items: wording that fits the column type, and a check on the current direction. */
function PlainWordsSortItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  if (colDef.sortable === false) return null;
  const current = sortModel.find((item) => item.field === colDef.field)?.sort;
  const [ascending, descending] = colDef.type === 'number' ? ['Lowest first', 'Highest first'] : ['A to Z', 'Z to A'];

  return (
    <>
      <MenuItem selected={current === 'asc'} onClick={(event) => { apiRef.current.sortColumn(colDef.field, 'asc'); onClick(event); }}>
        <ListItemIcon>
          <ArrowUpwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{ascending}</ListItemText>
      </MenuItem>
      <MenuItem selected={current === 'desc'} onClick={(event) => { apiRef.current.sortColumn(colDef.field, 'desc'); onClick(event); }}>
        <ListItemIcon>
          <ArrowDownwardIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{descending}</ListItemText>
      </MenuItem>
    </>
  );
}

function PlainWordsColumnMenu(props: GridColumnMenuProps) {
  return <GridColumnMenu {...props} slots={{ columnMenuSortItem: PlainWordsSortItem }} />;
}
// preview-end

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 130 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
];

export default function ColumnMenuOverrideItem() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={products} columns={columns} slots={{ columnMenu: PlainWordsColumnMenu }} hideFooter />
      {/* preview-end */}
    </Box>
  );
}
