import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  // `headerClassName` adds a class to one column's header, `cellClassName` to its cells.
  { ...orderColumn('total'), headerClassName: 'money-header', cellClassName: 'money' },
  orderColumn('status'),
];

export default function StyleSxGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        density="compact"
        sx={(theme) => ({
          border: 0,
          borderRadius: 2,
          boxShadow: theme.shadows[1],
          // Class names from `gridClasses`: a typo fails at compile time.
          [`& .${gridClasses.columnHeaderTitle}`]: { fontWeight: 700, textTransform: 'uppercase', fontSize: 12 },
          [`& .${gridClasses.row}:hover`]: { backgroundColor: 'action.hover' },
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within`]: {
            outline: `2px solid ${theme.palette.primary.main}`,
            outlineOffset: -2,
          },
          '& .money-header': { color: 'success.main' },
          '& .money': { fontVariantNumeric: 'tabular-nums', fontWeight: 500 },
        })}
      />
      {/* preview-end */}
    </Box>
  );
}
