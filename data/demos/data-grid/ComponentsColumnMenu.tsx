import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import {
  DataGrid,
  GridColumnMenuContainer,
  GridColumnMenuHideItem,
  GridColumnMenuSortItem,
  gridFilteredSortedRowEntriesSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridColumnMenuProps,
} from '@mui/x-data-grid';
import { formatCurrency, orderColumn, storeOrders, type OrderStatus, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
  orderColumn('status'),
];

const statuses: OrderStatus[] = ['Delivered', 'Shipped', 'Processing', 'Returned'];

/** Items for the status column only: one click filters on a status. */
function StatusFilterItems({ hideMenu }: Pick<GridColumnMenuProps, 'hideMenu'>) {
  const apiRef = useGridApiContext();
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const current = filterModel.items.find((item) => item.field === 'status')?.value;

  const show = (event: React.MouseEvent, status: OrderStatus | null) => {
    apiRef.current.setFilterModel({
      items: status ? [{ field: 'status', operator: 'equals', value: status }] : [],
    });
    hideMenu(event);
  };

  return (
    <React.Fragment>
      <ListSubheader sx={{ lineHeight: '32px' }}>Show only</ListSubheader>
      {statuses.map((status) => (
        <MenuItem key={status} onClick={(event) => show(event, status === current ? null : status)}>
          <ListItemIcon>{status === current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{status}</ListItemText>
        </MenuItem>
      ))}
    </React.Fragment>
  );
}

/** A read-only line for the total column: the sum of the rows left by the filters. */
function TotalSumItem() {
  const apiRef = useGridApiContext();
  const entries = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const sum = entries.reduce((total, entry) => total + (entry.model as StoreOrder).total, 0);
  return <MenuItem disabled>Sum of {entries.length} orders: {formatCurrency(sum)}</MenuItem>;
}

// preview-start
function OrdersColumnMenu({ hideMenu, colDef, ...other }: GridColumnMenuProps) {
  return (
    <GridColumnMenuContainer hideMenu={hideMenu} colDef={colDef} {...other}>
      <GridColumnMenuSortItem onClick={hideMenu} colDef={colDef} />
      {colDef.field === 'total' && <TotalSumItem />}
      <Divider />
      {colDef.field === 'status' && <StatusFilterItems hideMenu={hideMenu} />}
      <GridColumnMenuHideItem onClick={hideMenu} colDef={colDef} />
    </GridColumnMenuContainer>
  );
}
// preview-end

export default function ComponentsColumnMenu() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={storeOrders} columns={columns} slots={{ columnMenu: OrdersColumnMenu }} />
      {/* preview-end */}
    </Box>
  );
}
