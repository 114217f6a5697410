import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FilterListIcon from '@mui/icons-material/FilterList';
import {
  DataGridPro,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  gridColumnLookupSelector,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridFilterItem,
} from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('total'),
  orderColumn('status'),
];

function describe(item: GridFilterItem, headerName: string) {
  const value = Array.isArray(item.value) ? item.value.join(', ') : item.value;
  const operator = item.operator.replace(/([A-Z])/g, ' $1').toLowerCase();
  return value === undefined || value === '' ? `${headerName} ${operator}` : `${headerName} ${operator} ${value}`;
}

function FilterBarToolbar() {
  const apiRef = useGridApiContext();
  const { items } = useGridSelector(apiRef, gridFilterModelSelector);
  const lookup = useGridSelector(apiRef, gridColumnLookupSelector);

  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <Tooltip title="Filters">
        <FilterPanelTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Filters" color="default">
              <Badge badgeContent={state.filterCount} color="primary" variant="dot">
                <FilterListIcon fontSize="small" />
              </Badge>
            </ToolbarButton>
          )}
        />
      </Tooltip>
      <Box sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', flex: 1 }}>
        {items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No filter: add one from the filter button or a column menu.
          </Typography>
        )}
        {/* preview-start */}
        {items.map((item) => (
          <Chip
            key={item.id}
            size="small"
            label={describe(item, lookup[item.field]?.headerName ?? item.field)}
            // Opens the panel on that filter; the cross removes it.
            onClick={() => apiRef.current.showFilterPanel(item.field)}
            onDelete={() => apiRef.current.deleteFilterItem(item)}
          />
        ))}
        {/* preview-end */}
      </Box>
    </Toolbar>
  );
}

export default function ToolbarFilterBar() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* Pro: several column filters at once. */}
      <DataGridPro
        rows={storeOrders}
        columns={columns}
        slots={{ toolbar: FilterBarToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: {
              items: [
                { id: 1, field: 'region', operator: 'equals', value: 'Europe' },
                { id: 2, field: 'total', operator: '>', value: 1000 },
              ],
            },
          },
        }}
      />
    </Box>
  );
}
