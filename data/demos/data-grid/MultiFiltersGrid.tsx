import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type GridColDef,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';
import { orders, orderStatuses, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 120 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function MultiFiltersGrid() {
  // preview-start
  // Large machine orders that still need attention.
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [
      { id: 1, field: 'category', operator: 'equals', value: 'Machines' },
      { id: 2, field: 'status', operator: 'isAnyOf', value: ['Pending', 'Paid'] },
      { id: 3, field: 'total', operator: '>', value: 1000 },
    ],
    logicOperator: GridLogicOperator.And,
  });
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={orders}
        columns={columns}
        showToolbar
        filterModel={filterModel}
        onFilterModelChange={setFilterModel}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
