import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('channel'),
  {
    ...orderColumn('total'),
    // A class from the cell's value: orders above $10,000 stand out.
    cellClassName: ({ value }) => (typeof value === 'number' && value > 10_000 ? 'large-order' : ''),
  },
  { ...orderColumn('status'), align: 'center', headerAlign: 'center' },
];

// preview-start
// A class from the row: returned orders are struck through; every other row is striped.
const getRowClassName: DataGridProps<StoreOrder>['getRowClassName'] = ({ row, indexRelativeToCurrentPage }) =>
  [row.status === 'Returned' ? 'returned' : '', indexRelativeToCurrentPage % 2 === 1 ? 'odd' : ''].join(' ');
// preview-end

export default function StyleConditionalGrid() {
  return (
    <Box
      sx={(theme) => ({
        height: 400,
        width: '100%',
        // preview-start
        '& .odd': { backgroundColor: alpha(theme.palette.text.primary, 0.03) },
        '& .returned': { color: 'text.disabled', textDecoration: 'line-through' },
        '& .large-order': {
          backgroundColor: alpha(theme.palette.success.main, 0.12),
          color: 'success.main',
          fontWeight: 600,
        },
        // preview-end
      })}
    >
      <DataGrid rows={storeOrders} columns={columns} getRowClassName={getRowClassName} density="compact" />
    </Box>
  );
}
