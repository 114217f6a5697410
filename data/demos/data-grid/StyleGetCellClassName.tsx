import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun'] as const;
type Month = (typeof months)[number];

type ProductSales = { id: number; product: string } & Record<Month, number>;

// Units sold per month, January to June 2025.
const table: Array<[string, ...number[]]> = [
  ['Ridgeline 2-person tent', 12, 15, 31, 48, 66, 72],
  ['Down sleeping bag', 41, 33, 22, 18, 14, 9],
  ['Summit 45 L backpack', 20, 24, 38, 52, 58, 61],
  ['Canister stove', 17, 16, 29, 44, 51, 57],
  ['Merino base layer', 64, 58, 40, 21, 12, 8],
  ['Trail running shoes', 28, 30, 45, 62, 70, 69],
];

const rows: ProductSales[] = table.map(([product, ...units], index) => ({
  id: index + 1,
  product,
  ...(Object.fromEntries(months.map((month, i) => [month, units[i]])) as Record<Month, number>),
}));

const columns: GridColDef<ProductSales>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  ...months.map((month) => ({
    field: month,
    headerName: month.charAt(0).toUpperCase() + month.slice(1),
    type: 'number' as const,
    width: 80,
  })),
];

// preview-start
// One rule for every cell of the grid: the number cells get a shade from their value.
const getCellClassName = ({ field, value }: GridCellParams<ProductSales>) => {
  if (field === 'product' || typeof value !== 'number') return '';
  if (value >= 60) return 'heat-4';
  if (value >= 40) return 'heat-3';
  if (value >= 20) return 'heat-2';
  return 'heat-1';
};
// preview-end

export default function StyleGetCellClassName() {
  return (
    <Box
      sx={(theme) => ({
        height: 372,
        width: '100%',
        '& .heat-1': { backgroundColor: alpha(theme.palette.success.main, 0.06) },
        '& .heat-2': { backgroundColor: alpha(theme.palette.success.main, 0.16) },
        '& .heat-3': { backgroundColor: alpha(theme.palette.success.main, 0.3) },
        '& .heat-4': { backgroundColor: alpha(theme.palette.success.main, 0.5) },
      })}
    >
      <DataGrid rows={rows} columns={columns} getCellClassName={getCellClassName} hideFooter />
    </Box>
  );
}
