import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('country'),
  orderColumn('channel'),
  orderColumn('category'),
  orderColumn('quantity'),
  orderColumn('total'),
];

// Regions, then countries, then two values: the region groups are wider than the grid.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'category' }],
  columns: [{ field: 'region', sort: 'asc' }, { field: 'country', sort: 'asc' }],
  values: [
    { field: 'total', aggFunc: 'sum' },
    { field: 'quantity', aggFunc: 'sum' },
  ],
};

// preview-start
const stickyGroupLabels = {
  '& .MuiDataGrid-columnHeader--filledGroup': {
    '& .MuiDataGrid-columnHeaderTitleContainer': { overflow: 'visible' },
    '& .MuiDataGrid-columnHeaderTitleContainerContent': { position: 'sticky', left: 8 },
  },
};
// preview-end

export default function PivotingStickyGroups() {
  const [sticky, setSticky] = React.useState(true);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={sticky} onChange={(event) => setSticky(event.target.checked)} />}
        label="Sticky group labels"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          initialState={{ pivoting: { model: pivotModel, enabled: true } }}
          sx={sticky ? stickyGroupLabels : undefined}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
