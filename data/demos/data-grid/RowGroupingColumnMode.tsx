import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('quantity'),
  orderColumn('total'),
];

export default function RowGroupingColumnMode() {
  const [mode, setMode] = React.useState<'single' | 'multiple'>('single');

  return (
    <Box sx={{ width: '100%' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value) => value && setMode(value)}
        aria-label="Grouping column mode"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="single">single</ToggleButton>
        <ToggleButton value="multiple">multiple</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          rowGroupingColumnMode={mode}
          defaultGroupingExpansionDepth={1}
          initialState={{
            rowGrouping: { model: ['region', 'category'] },
            columns: { columnVisibilityModel: { region: false, category: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
