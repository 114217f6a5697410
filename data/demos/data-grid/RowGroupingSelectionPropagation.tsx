import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridRowSelectionModel,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('customer'),
  orderColumn('orderNumber'),
  orderColumn('product'),
  orderColumn('total'),
];

export default function RowGroupingSelectionPropagation() {
  // preview-start
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  // preview-end
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  // Group rows have string ids; the orders keep their numeric ids.
  const selectedOrders = [...selection.ids].filter((id) => typeof id === 'number').length;

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 2, mb: 1, minHeight: 42 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={propagation.descendants}
              onChange={(event) => setPropagation((current) => ({ ...current, descendants: event.target.checked }))}
            />
          }
          label="descendants"
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={propagation.parents}
              onChange={(event) => setPropagation((current) => ({ ...current, parents: event.target.checked }))}
            />
          }
          label="parents"
        />
        <Typography variant="body2" color="text.secondary">
          {selectedOrders} orders selected
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          checkboxSelection
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          initialState={{
            rowGrouping: { model: ['region', 'customer'] },
            columns: { columnVisibilityModel: { region: false, customer: false } },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
