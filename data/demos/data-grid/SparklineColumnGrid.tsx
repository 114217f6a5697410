import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface ProductSales {
  id: number;
  product: string;
  /** Units sold per month, January to June 2025. */
  monthly: number[];
}

const rows: ProductSales[] = [
  { id: 1, product: 'Burr grinder G2', monthly: [42, 38, 51, 47, 58, 63] },
  { id: 2, product: 'Espresso machine Duo', monthly: [9, 12, 8, 11, 14, 10] },
  { id: 3, product: 'Gooseneck kettle', monthly: [80, 74, 69, 72, 65, 61] },
  { id: 4, product: 'Cold brew tower', monthly: [3, 4, 7, 12, 19, 27] },
  { id: 5, product: 'Digital scale', monthly: [55, 57, 54, 60, 58, 59] },
  { id: 6, product: 'Milk jug 600 ml', monthly: [120, 98, 131, 104, 117, 125] },
];

// preview-start
const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  {
    field: 'monthly',
    headerName: 'January to June',
    width: 180,
    sortable: false,
    filterable: false,
    renderCell: ({ value }) => (
      <SparkLineChart data={value ?? []} height={40} curve="natural" area showHighlight showTooltip />
    ),
  },
  {
    field: 'total',
    headerName: 'Units sold',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => row.monthly.reduce((sum, units) => sum + units, 0),
  },
  {
    field: 'trend',
    headerName: 'Jan → Jun',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => Math.round((row.monthly[5] / row.monthly[0] - 1) * 100),
    valueFormatter: (value: number) => `${value > 0 ? '+' : ''}${value} %`,
  },
];
// preview-end

export default function SparklineColumnGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} rowHeight={52} hideFooter />
    </Box>
  );
}
