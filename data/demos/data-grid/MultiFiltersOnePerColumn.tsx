import Box from '@mui/material/Box';
import {
  DataGridPro,
  type FilterColumnsArgs,
  type GetColumnForNewFilterArgs,
  type GridColDef,
} from '@mui/x-data-grid-pro';
import { orders, orderStatuses, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 130 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

// preview-start
/** A row of the panel offers its own column and the columns nobody filters yet. */
const filterColumns = ({ field, columns: all, currentFilters }: FilterColumnsArgs) => {
  const taken = new Set(currentFilters.map((item) => item.field));
  return all.filter((column) => column.filterable && (column.field === field || !taken.has(column.field))).map((column) => column.field);
};

/** "Add filter" starts on the first column without a filter, or adds nothing when every column has one. */
const getColumnForNewFilter = ({ currentFilters, columns: all }: GetColumnForNewFilterArgs) => {
  const taken = new Set(currentFilters.map((item) => item.field));
  return all.find((column) => column.filterable && !taken.has(column.field))?.field ?? null;
};
// preview-end

export default function MultiFiltersOnePerColumn() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={orders}
        columns={columns}
        showToolbar
        slotProps={{ filterPanel: { filterFormProps: { filterColumns }, getColumnForNewFilter } }}
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'status', operator: 'is', value: 'Shipped' },
                { id: 2, field: 'total', operator: '>', value: 500 },
              ],
            },
          },
        }}
      />
      {/* preview-end */}
    </Box>
  );
}
