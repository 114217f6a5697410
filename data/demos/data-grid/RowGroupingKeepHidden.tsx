import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('total'),
];

const fields = [
  { field: 'region', label: 'Region' },
  { field: 'category', label: 'Category' },
  { field: 'channel', label: 'Channel' },
];

export default function RowGroupingKeepHidden() {
  // preview-start
  const apiRef = useGridApiRef();
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['region']);
  // Hides a column when it joins the model, shows it again when it leaves.
  const initialState = useKeepGroupedColumnsHidden({ apiRef, rowGroupingModel });
  // preview-end

  const toggle = (field: string) =>
    setRowGroupingModel((model) => (model.includes(field) ? model.filter((item) => item !== field) : [...model, field]));

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 0.5 }}>
          Group by:
        </Typography>
        {fields.map(({ field, label }) => (
          <Chip
            key={field}
            label={label}
            color={rowGroupingModel.includes(field) ? 'primary' : 'default'}
            variant={rowGroupingModel.includes(field) ? 'filled' : 'outlined'}
            onClick={() => toggle(field)}
          />
        ))}
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={initialState}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
