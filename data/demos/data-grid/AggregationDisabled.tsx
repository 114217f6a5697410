import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function AggregationDisabled() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          disableAggregation={disabled}
          initialState={{ aggregation: { model: { quantity: 'sum', total: 'sum' } } }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
