import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import {
  DataGridPremium,
  PivotPanelTrigger,
  Toolbar,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('total'),
];

const pivotModel: GridPivotModel = {
  rows: [{ field: 'region' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

// preview-start
function PivotToolbar() {
  return (
    <Toolbar>
      <PivotPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            startIcon={<PivotTableChartIcon />}
            // `active` says whether the grid shows the pivot; `open` whether the panel is open.
            variant={state.active ? 'contained' : 'outlined'}
          >
            Pivot {state.open ? 'settings (open)' : 'settings'}
          </Button>
        )}
      />
    </Toolbar>
  );
}
// preview-end

export default function PivotPanelTriggerGrid() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPremium
        rows={storeOrders}
        columns={columns}
        slots={{ toolbar: PivotToolbar }}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true } }}
      />
    </Box>
  );
}
