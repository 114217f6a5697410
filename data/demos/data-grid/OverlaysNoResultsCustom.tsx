import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import {
  DataGrid,
  GridOverlay,
  gridFilterModelSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('region'),
  orderColumn('total'),
  orderColumn('status'),
];

function NoMatchingOrdersOverlay() {
  const apiRef = useGridApiContext();
  // preview-start
  const filterModel = useGridSelector(apiRef, gridFilterModelSelector);
  const terms = filterModel.quickFilterValues ?? [];
  const filterCount = filterModel.items.length;
  // preview-end

  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <SearchOffIcon color="disabled" sx={{ fontSize: 40 }} />
        <Typography variant="body2">
          No order matches {terms.length > 0 ? `“${terms.join(' ')}”` : 'the search'}
          {filterCount > 0 ? ` with ${filterCount} column filter${filterCount > 1 ? 's' : ''}` : ''}.
        </Typography>
        {/* preview-start */}
        <Button size="small" variant="outlined" onClick={() => apiRef.current.setFilterModel({ items: [] })}>
          Clear search and filters
        </Button>
        {/* preview-end */}
      </Stack>
    </GridOverlay>
  );
}

export default function OverlaysNoResultsCustom() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={columns}
        showToolbar
        slots={{ noResultsOverlay: NoMatchingOrdersOverlay }}
        // preview-end
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'status', operator: 'equals', value: 'Returned' }],
              quickFilterValues: ['Yukon'],
            },
          },
        }}
      />
    </Box>
  );
}
