import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import { orderColumns, storeOrders } from './data/storeOrders';

// preview-start
function ColumnsToolbar() {
  return (
    <Toolbar>
      {/* Any button: the trigger opens and closes the grid's own columns panel. */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<ViewColumnIcon />} variant={state.open ? 'contained' : 'text'}>
            Columns
          </Button>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function ColumnsPanelTriggerGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={storeOrders}
        columns={orderColumns}
        slots={{ toolbar: ColumnsToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { city: false, salesRep: false, unitPrice: false, discount: false } } }}
        // Tune the panel through its slot: no "Reset" button, search on top.
        slotProps={{ columnsManagement: { disableResetButton: true, autoFocusSearchField: false } }}
      />
      {/* preview-end */}
    </Box>
  );
}
