import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
// Identifiers and names make no sense as pivot fields: the panel does not list them.
const columns: GridColDef<StoreOrder>[] = [
  { ...orderColumn('orderNumber'), pivotable: false },
  { ...orderColumn('customer'), pivotable: false },
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('total'),
];
// preview-end

const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'channel' }],
  values: [{ field: 'total', aggFunc: 'sum' }],
};

export default function PivotingDisabled() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disablePivoting"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          showToolbar
          disablePivoting={disabled}
          initialState={{ pivoting: { model: pivotModel, enabled: false, panelOpen: true } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
