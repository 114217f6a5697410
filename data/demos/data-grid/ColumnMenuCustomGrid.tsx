import * as React from 'react';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitWidthIcon from '@mui/icons-material/WidthNormal';
import {
  DataGrid,
  GridColumnMenu,
  useGridApiContext,
  type GridColDef,
  type GridColumnMenuItemProps,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

// preview-start
/** A new item: fits the column to its content. */
function AutosizeColumnItem({ colDef, onClick }: GridColumnMenuItemProps) {
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field], includeHeaders: true });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitWidthIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

function CustomColumnMenu(props: GridColumnMenuProps) {
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuAutosizeItem: AutosizeColumnItem,
        // Removes "Manage columns" from every menu.
        columnMenuColumnsItem: null,
      }}
      slotProps={{
        // Between sorting (10) and filtering (20).
        columnMenuAutosizeItem: { displayOrder: 15 },
      }}
    />
  );
}
// preview-end

const columns: GridColDef<Order>[] = [
  // No menu on this column.
  { field: 'id', headerName: 'Order', width: 110, disableColumnMenu: true },
  { field: 'customer', headerName: 'Customer', width: 120 },
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 130 },
];

export default function ColumnMenuCustomGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={orders} columns={columns} slots={{ columnMenu: CustomColumnMenu }} hideFooter />
    </Box>
  );
}
