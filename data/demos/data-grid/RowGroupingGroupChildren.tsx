import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  getGroupRowIdFromPath,
  useGridApiRef,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-premium';
import { formatCurrency, orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('customer'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('status'),
  orderColumn('total'),
];

export default function RowGroupingGroupChildren() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // preview-start
  const summarize = React.useCallback(
    (groupId: GridRowId, customer: string) => {
      const api = apiRef.current;
      if (!api) return;
      // The ids of the orders in the group, without group rows, in the order they are shown.
      const orderIds = api.getRowGroupChildren({ groupId, applyFiltering: true, applySorting: true });
      const orders = orderIds.map((id) => api.getRow<StoreOrder>(id)).filter((order) => order != null);
      const open = orders.filter((order) => order.status === 'Processing' || order.status === 'Shipped');
      const revenue = orders.reduce((sum, order) => sum + order.total, 0);
      setSummary(`${customer}: ${orders.length} orders, ${open.length} open, ${formatCurrency(revenue)}`);
    },
    [apiRef],
  );

  // A group's id can be computed from its path, without looking for its row.
  React.useEffect(() => {
    const groupId = getGroupRowIdFromPath([{ field: 'customer', key: 'Bergsport Keller' }]);
    summarize(groupId, 'Bergsport Keller');
  }, [summarize]);

  const handleRowClick = (params: GridRowParams) => {
    const node = apiRef.current?.getRowNode(params.id);
    if (node?.type === 'group') {
      summarize(node.id, String(node.groupingKey));
    }
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, height: 20 }} noWrap>
        {summary}
      </Typography>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          onRowClick={handleRowClick}
          initialState={{
            rowGrouping: { model: ['customer'] },
            columns: { columnVisibilityModel: { customer: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
