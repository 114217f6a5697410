import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import PivotTableChartIcon from '@mui/icons-material/PivotTableChart';
import { DataGridPremium, GridOverlay, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('date'),
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('quantity'),
  orderColumn('total'),
];

// Pivot mode on, nothing chosen yet.
const emptyModel: GridPivotModel = { rows: [], columns: [], values: [] };

// preview-start
function StartPivotOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <PivotTableChartIcon color="disabled" sx={{ fontSize: 40 }} />
        <Typography variant="body2">Drag Region to Rows and Total to Values to see revenue by region.</Typography>
      </Stack>
    </GridOverlay>
  );
}
// preview-end

export default function OverlaysEmptyPivot() {
  const [custom, setCustom] = React.useState(false);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ height: 40, mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={custom} onChange={(event) => setCustom(event.target.checked)} />}
          label="Custom empty pivot overlay"
        />
      </Stack>
      <Box sx={{ height: 440 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          showToolbar
          initialState={{ pivoting: { model: emptyModel, enabled: true, panelOpen: true } }}
          slots={custom ? { emptyPivotOverlay: StartPivotOverlay } : undefined}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
