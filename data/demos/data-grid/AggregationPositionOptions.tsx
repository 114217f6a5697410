import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('quantity'),
  orderColumn('total'),
];

type Position = NonNullable<DataGridPremiumProps['getAggregationPosition']>;

// preview-start
// The root group (the whole grid) has depth -1; its result is the grand total.
const positions: Record<string, Position> = {
  default: (node) => (node.depth === -1 ? 'footer' : 'inline'),
  footers: () => 'footer',
  'no grand total': (node) => (node.depth === -1 ? null : 'inline'),
  'regions only': (node) => (node.depth === 0 ? 'inline' : null),
};
// preview-end

export default function AggregationPositionOptions() {
  const apiRef = useGridApiRef();
  const [choice, setChoice] = React.useState('default');
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['region', 'category'] },
      aggregation: { model: { quantity: 'sum', total: 'sum' } },
    },
  });

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, value: string | null) => value && setChoice(value)}
        sx={{ mb: 1 }}
      >
        {Object.keys(positions).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none', py: 0.25 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={initialState}
          defaultGroupingExpansionDepth={1}
          getAggregationPosition={positions[choice]}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
