import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

// preview-start
const dateColumn: GridColDef<StoreOrder> = {
  field: 'date',
  headerName: 'Date',
  type: 'date',
  width: 150,
  // Rows are grouped by month: '2025-03' sorts like the dates it stands for.
  groupingValueGetter: (value: Date) => `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}`,
  // The column's formatter also formats the group keys in the grouping column.
  valueFormatter: (value: Date | string | undefined) => {
    if (typeof value === 'string') {
      const [year, month] = value.split('-').map(Number);
      return monthFormatter.format(new Date(year, month - 1, 1));
    }
    return value ? value.toLocaleDateString('en-US') : '';
  },
};
// preview-end

const columns: GridColDef<StoreOrder>[] = [
  dateColumn,
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function RowGroupingValueGetter() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        groupingColDef={{ headerName: 'Month', width: 200 }}
        initialState={{
          rowGrouping: { model: ['date'] },
          // Latest month first: the grouping column sorts by the keys.
          sorting: { sortModel: [{ field: GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD, sort: 'desc' }] },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
