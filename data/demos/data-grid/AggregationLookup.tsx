import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  gridAggregationLookupSelector,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowId,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('channel'),
  orderColumn('orderNumber'),
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function AggregationLookup() {
  const apiRef = useGridApiRef();
  const [rowId, setRowId] = React.useState<GridRowId | null>(null);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['channel'] },
      aggregation: { model: { quantity: 'avg', total: 'max' } },
    },
  });

  // preview-start
  // Results by group id, then by field, each with its value and where it is shown. A footer row shows
  // the results of its parent group (the root group for the grand total).
  const node = rowId != null ? apiRef.current?.getRowNode(rowId) : null;
  const groupId = node?.type === 'footer' || node?.type === 'pinnedRow' ? node.parent : rowId;
  const entry = groupId != null && apiRef.current ? gridAggregationLookupSelector(apiRef)[groupId] : undefined;
  const readout = entry
    ? Object.entries(entry)
        .map(([field, { value, position }]) => `${field}: ${Math.round(value * 100) / 100} (${position})`)
        .join(' · ')
    : 'Click a group row or the footer.';
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, height: 20 }} noWrap>
        {groupId != null ? `lookup[${JSON.stringify(groupId)}]: ` : ''}
        {readout}
      </Typography>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={initialState}
          onRowClick={(params) => setRowId(params.id)}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
