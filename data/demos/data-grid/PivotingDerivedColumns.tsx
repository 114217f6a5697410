import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  type DataGridPremiumProps,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('date'),
  orderColumn('category'),
  // Order numbers make no sense as pivot rows or columns: keep them out of the panel.
  { ...orderColumn('orderNumber'), pivotable: false },
  orderColumn('total'),
];

// preview-start
// For the date column, offer a "month" field (sortable as 2025-03) instead of the default year and quarter.
const getPivotDerivedColumns: DataGridPremiumProps['getPivotDerivedColumns'] = (column) => {
  if (column.field !== 'date') return undefined;
  return [
    {
      field: 'date-month',
      headerName: 'Order month',
      valueGetter: (_value, row: StoreOrder) =>
        `${row.date.getFullYear()}-${String(row.date.getMonth() + 1).padStart(2, '0')}`,
      valueFormatter: (value?: string) => {
        if (!value) return '';
        const [year, month] = value.split('-');
        return `${monthNames[Number(month) - 1]} ${year}`;
      },
    },
  ];
};

const pivotModel: GridPivotModel = {
  rows: [{ field: 'date-month' }],
  columns: [{ field: 'category' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};
// preview-end

export default function PivotingDerivedColumns() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        showToolbar
        getPivotDerivedColumns={getPivotDerivedColumns}
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
      {/* preview-end */}
    </Box>
  );
}
