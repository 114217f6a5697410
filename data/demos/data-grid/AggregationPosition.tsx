import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type DataGridPremiumProps,
  type GridColDef,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('status'),
  orderColumn('total'),
];

// preview-start
// Group totals in a footer row at the end of each open group, the grand total at the very end.
const footerPerGroup: DataGridPremiumProps['getAggregationPosition'] = () => 'footer';
// preview-end

export default function AggregationPosition() {
  const apiRef = useGridApiRef();
  const [footers, setFooters] = React.useState(true);
  const [allRows, setAllRows] = React.useState(false);
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region'] },
      aggregation: { model: { total: 'sum', orderNumber: 'size' } },
      // Returned orders are filtered out.
      filter: { filterModel: { items: [{ field: 'status', operator: 'doesNotEqual', value: 'Returned' }] } },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, height: 38, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel control={<Switch checked={footers} onChange={(event) => setFooters(event.target.checked)} />} label="Group footers" />
        <FormControlLabel
          control={<Switch checked={allRows} onChange={(event) => setAllRows(event.target.checked)} />}
          label="Count filtered-out orders"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={1}
          getAggregationPosition={footers ? footerPerGroup : undefined}
          aggregationRowsScope={allRows ? 'all' : 'filtered'}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
