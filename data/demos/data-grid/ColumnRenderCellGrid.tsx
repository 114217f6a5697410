import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

function StockCell({ row, value }: GridRenderCellParams<Product, number>) {
  const ratio = Math.min(1, (value ?? 0) / (row.reorderLevel * 3));
  const low = (value ?? 0) <= row.reorderLevel;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={ratio * 100}
        color={low ? 'error' : 'success'}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
        aria-label={`${value} units in stock`}
      />
      <Typography variant="body2" sx={{ minWidth: 32, textAlign: 'end' }}>
        {value}
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 220,
    // preview-start
    // `tabIndex` comes from the grid: only the focused cell's link is in the tab order.
    renderCell: ({ row, value, tabIndex }) => (
      <Link href={`#sku-${row.id}`} tabIndex={tabIndex} underline="hover">
        {value}
      </Link>
    ),
    // preview-end
  },
  { field: 'supplier', headerName: 'Supplier', width: 150 },
  // preview-start
  { field: 'stock', headerName: 'Stock', type: 'number', width: 180, renderCell: (params) => <StockCell {...params} /> },
  // preview-end
];

export default function ColumnRenderCellGrid() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={products} columns={columns} hideFooter />
    </Box>
  );
}
