import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type OrderStatus, type StoreOrder } from './data/storeOrders';

const statusColors: Record<OrderStatus, ChipProps['color']> = {
  Delivered: 'success',
  Shipped: 'info',
  Processing: 'warning',
  Returned: 'error',
};

function StatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" variant="outlined" label={status} color={statusColors[status]} />;
}

export default function RowGroupingCustomCell() {
  const [plainGroups, setPlainGroups] = React.useState(false);

  const columns = React.useMemo<GridColDef<StoreOrder>[]>(
    () => [
      orderColumn('orderNumber'),
      // preview-start
      {
        field: 'status',
        headerName: 'Status',
        width: 130,
        renderCell: (params: GridRenderCellParams<StoreOrder, OrderStatus>) => {
          // Group rows get the same renderer, in the grouping column: return the bare value to opt out.
          if (plainGroups && params.rowNode.type === 'group') {
            return params.value;
          }
          return params.value ? <StatusChip status={params.value} /> : null;
        },
      },
      // preview-end
      orderColumn('customer'),
      orderColumn('product'),
      orderColumn('total'),
    ],
    [plainGroups],
  );

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        sx={{ mb: 1 }}
        control={<Switch checked={plainGroups} onChange={(event) => setPlainGroups(event.target.checked)} />}
        label="Plain text in group rows"
      />
      <Box sx={{ height: 360 }}>
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          groupingColDef={{ width: 200 }}
          initialState={{ rowGrouping: { model: ['status'] } }}
        />
      </Box>
    </Box>
  );
}
