import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import { DataGrid, QuickFilter, QuickFilterClear, QuickFilterControl, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('city'),
  orderColumn('product'),
  orderColumn('total'),
];

function AlwaysOnSearchToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      {/* Always expanded, no trigger: a plain search field, with a visible label. */}
      {/* preview-start */}
      <QuickFilter expanded>
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              // The label's `for` must name the input's id, which the control generates.
              id={controlProps.slotProps?.htmlInput?.id}
              label="Search orders"
              // preview-end
              size="small"
              sx={{ width: 320 }}
              slotProps={{
                // Keep the control's own input props (id, role, blur handling).
                ...controlProps.slotProps,
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function QuickFilterPersistent() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={storeOrders} columns={columns} slots={{ toolbar: AlwaysOnSearchToolbar }} showToolbar />
    </Box>
  );
}
