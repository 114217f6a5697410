import * as React from 'react';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 160 },
  ...months.map((month) => ({
    field: month.toLowerCase(),
    headerName: month,
    type: 'number' as const,
    width: 90,
  })),
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const sales: Array<[string, number[]]> = [
  ['Espresso beans', [32, 28, 35, 40, 38, 41, 45, 44, 39, 36, 34, 50]],
  ['Oat milk', [18, 20, 22, 21, 25, 27, 30, 29, 24, 22, 21, 26]],
  ['Ceramic mugs', [12, 9, 11, 14, 13, 10, 12, 15, 16, 18, 22, 35]],
  ['Pour-over kits', [6, 7, 5, 8, 9, 11, 10, 9, 8, 12, 14, 20]],
];

const rows = sales.map(([product, values], index) => ({
  id: index + 1,
  product,
  ...Object.fromEntries(months.map((month, monthIndex) => [month.toLowerCase(), values[monthIndex]])),
  total: values.reduce((sum, value) => sum + value, 0),
}));

export default function ColumnPinningGrid() {
  return (
    <div style={{ height: 300, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['product'], right: ['total'] } }}
        hideFooter
      />
      {/* preview-end */}
    </div>
  );
}
