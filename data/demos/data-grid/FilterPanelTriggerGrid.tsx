import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGridPro, FilterPanelTrigger, GridLogicOperator, Toolbar, type GridColDef } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('customer'),
  orderColumn('channel'),
  orderColumn('total'),
  orderColumn('status'),
];

// preview-start
function FiltersToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={
              <Badge badgeContent={state.filterCount} color="primary">
                <FilterListIcon />
              </Badge>
            }
          >
            Filters
          </Button>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function FilterPanelTriggerGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGridPro
        rows={storeOrders}
        columns={columns}
        slots={{ toolbar: FiltersToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'channel', operator: 'equals', value: 'Wholesale' },
                { id: 2, field: 'total', operator: '>', value: 5000 },
              ],
            },
          },
        }}
        // The panel itself is configured through its slot.
        slotProps={{ filterPanel: { logicOperators: [GridLogicOperator.And], filterFormProps: { valueInputProps: { size: 'small' } } } }}
      />
      {/* preview-end */}
    </Box>
  );
}
