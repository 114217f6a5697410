import * as React from 'react';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

// preview-start
// A "ledger" look for every grid under this provider: square, quiet borders, small capitals in
// the header, figures in a monospace font, and compact rows by default.
const ledgerTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDataGrid: {
      defaultProps: { density: 'compact', disableColumnMenu: true, showCellVerticalBorder: true },
      styleOverrides: {
        root: {
          borderRadius: 0,
          borderColor: outer.vars ? `rgba(${outer.vars.palette.text.primaryChannel} / 0.3)` : outer.palette.divider,
          fontSize: 13,
          '--DataGrid-rowBorderColor': 'transparent',
        },
        columnHeader: { borderBottom: '2px solid currentColor' },
        columnHeaderTitle: { fontVariant: 'small-caps', fontWeight: 700, letterSpacing: '0.04em', fontSize: 14 },
        columnSeparator: { display: 'none' },
        cell: {
          '&[data-field="total"], &[data-field="quantity"], &[data-field="unitPrice"]': {
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
          },
        },
        footerContainer: { minHeight: 40 },
      },
    },
  },
});
// preview-end

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'product', headerName: 'Product', width: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: (value: number) => value.toFixed(2) },
  { field: 'total', headerName: 'Total (€)', type: 'number', width: 120, valueFormatter: (value: number) => value.toFixed(2) },
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
