import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type OrderStatus, type StoreOrder } from './data/storeOrders';

const statusColor: Record<OrderStatus, ChipProps['color']> = {
  Delivered: 'success',
  Shipped: 'info',
  Processing: 'warning',
  Returned: 'error',
};

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
  {
    ...orderColumn('status'),
    width: 130,
    // Text and color together: the status stays readable without relying on color.
    renderCell: ({ value }) => <Chip size="small" variant="outlined" label={value} color={statusColor[value as OrderStatus]} />,
  },
];

export default function StyleRecipesGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        rowHeight={56}
        disableColumnResize
        sx={{
          border: 0,
          // No separators between headers (the columns cannot be resized anyway).
          [`& .${gridClasses.columnSeparator}`]: { display: 'none' },
          // No vertical lines, lighter horizontal ones.
          '--DataGrid-rowBorderColor': 'transparent',
          [`& .${gridClasses.row}`]: { borderBottom: 1, borderColor: 'divider' },
          // No focus outline on cells: keep it for keyboard users elsewhere, or replace it.
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: { outline: 'none' },
          [`& .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]: { outline: 'none' },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
