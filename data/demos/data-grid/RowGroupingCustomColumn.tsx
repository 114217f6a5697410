import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridGroupingColDefOverride,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('customer'),
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function RowGroupingCustomColumn() {
  const [showOrderNumbers, setShowOrderNumbers] = React.useState(true);
  const [hideCount, setHideCount] = React.useState(false);

  // preview-start
  // A new object only when an option changes: the grid rebuilds the column when the reference changes.
  const groupingColDef = React.useMemo<GridGroupingColDefOverride<StoreOrder>>(
    () => ({
      headerName: 'Customer / order',
      width: 260,
      leafField: showOrderNumbers ? 'orderNumber' : undefined,
      hideDescendantCount: hideCount,
    }),
    [showOrderNumbers, hideCount],
  );
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, mb: 1, minHeight: 38 }}>
        <FormControlLabel
          control={<Switch checked={showOrderNumbers} onChange={(event) => setShowOrderNumbers(event.target.checked)} />}
          label="Order numbers in leaves (leafField)"
        />
        <FormControlLabel
          control={<Switch checked={hideCount} onChange={(event) => setHideCount(event.target.checked)} />}
          label="Hide descendant count"
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          groupingColDef={groupingColDef}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['customer'] },
            columns: { columnVisibilityModel: { customer: false, orderNumber: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
