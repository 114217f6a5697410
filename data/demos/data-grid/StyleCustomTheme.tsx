import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

// preview-start
// A "ledger" look for every grid under this provider: square corners, a bold rule under the
// header, small capitals, figures in a monospace font, column lines and compact rows.
const ledgerTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableColumnMenu: true, showCellVerticalBorder: true },
      styleOverrides: {
        root: {
          borderRadius: 0,
          fontSize: 13,
          [`& .${gridClasses['row--borderBottom']} .${gridClasses.columnHeader}`]: { borderBottom: '2px solid currentColor' },
        },
        columnHeaderTitle: { fontVariant: 'small-caps', fontWeight: 700, letterSpacing: '0.04em', fontSize: 14 },
        columnSeparator: { display: 'none' },
        // Number cells are right-aligned, with this class: give them figures of equal width.
        cell: { [`&.${gridClasses['cell--textRight']}`]: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } },
      },
    },
  },
});
// preview-end

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 140 },
  { field: 'product', headerName: 'Product', width: 180 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 60 },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 110, valueFormatter: (value: number) => value.toFixed(2) },
];

export default function StyleCustomTheme() {
  return (
    <ThemeProvider theme={ledgerTheme}>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={orders} columns={columns} />
      </Box>
    </ThemeProvider>
  );
}
