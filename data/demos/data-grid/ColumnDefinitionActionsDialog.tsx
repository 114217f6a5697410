import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import {
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

/** A menu action that asks first: the menu must stay mounted while the dialog is open. */
interface DeleteOrderActionProps {
  label: string;
  icon: React.ReactNode;
  showInMenu: true;
  closeMenuOnClick?: boolean;
  /** Given by the grid to every menu action. */
  closeMenu?: () => void;
  order: StoreOrder;
  onDelete: () => void;
}

// preview-start
function DeleteOrderAction({ order, onDelete, closeMenu, ...itemProps }: DeleteOrderActionProps) {
  const [open, setOpen] = React.useState(false);
  const close = () => {
    setOpen(false);
    closeMenu?.();
  };
// preview-end
  return (
    <React.Fragment>
      <GridActionsCellItem {...itemProps} onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={close}>
        <DialogTitle>Delete {order.orderNumber}?</DialogTitle>
        <DialogContent>
          <DialogContentText>The order of {order.customer} disappears from the list. This cannot be undone.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Keep it</Button>
          <Button
            color="error"
            onClick={() => {
              close();
              onDelete();
            }}
          >
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}

export default function ColumnDefinitionActionsDialog() {
  const [rows, setRows] = React.useState<StoreOrder[]>(() => storeOrders.slice(0, 20));

  const columns = React.useMemo<GridColDef<StoreOrder>[]>(
    () => [
      orderColumn('orderNumber'),
      orderColumn('customer'),
      orderColumn('total'),
      orderColumn('status'),
      {
        field: 'actions',
        type: 'actions',
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="ship"
            icon={<LocalShippingIcon />}
            label="Mark as shipped"
            onClick={() => setRows((all) => all.map((order) => (order.id === row.id ? { ...order, status: 'Shipped' } : order)))}
          />,
          <GridActionsCellItem
            key="duplicate"
            icon={<ContentCopyIcon />}
            label="Duplicate"
            showInMenu
            onClick={() => setRows((all) => [...all, { ...row, id: Math.max(...all.map((order) => order.id)) + 1, orderNumber: `${row.orderNumber}-B` }])}
          />,
          // preview-start
          <DeleteOrderAction
            key="delete"
            icon={<DeleteIcon />}
            label="Delete…"
            showInMenu
            // Without this, the click closes the menu, which unmounts the dialog with it.
            closeMenuOnClick={false}
            order={row}
            onDelete={() => setRows((all) => all.filter((order) => order.id !== row.id))}
          />,
          // preview-end
        ],
      },
    ],
    [],
  );

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
