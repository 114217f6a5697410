import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('city'),
  orderColumn('product'),
  orderColumn('total'),
];

function SearchToolbar() {
  return (
    <Toolbar>
      {/* Collapsed to a button until used; expanded again while it holds a value. */}
      {/* preview-start */}
      <QuickFilter>
        <QuickFilterTrigger
          render={(props, state) => (
            <ToolbarButton {...props} aria-label="Search" style={{ display: state.expanded ? 'none' : undefined }}>
              <SearchIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Customer, city, product…"
              sx={{ display: state.expanded ? undefined : 'none', width: 260 }}
              // preview-end
              slotProps={{
                // Keep the control's own input props (id, role, blur handling).
                ...controlProps.slotProps,
                // The label goes on the input itself, not on the field's wrapper.
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search' },
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

export default function QuickFilterExpandableGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={storeOrders} columns={columns} slots={{ toolbar: SearchToolbar }} showToolbar />
    </Box>
  );
}
