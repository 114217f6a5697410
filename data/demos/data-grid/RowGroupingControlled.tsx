import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef, type GridRowGroupingModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('region'),
  orderColumn('category'),
  orderColumn('channel'),
  orderColumn('product'),
  orderColumn('total'),
];

const groupableFields = [
  { field: 'region', label: 'Region' },
  { field: 'category', label: 'Category' },
  { field: 'channel', label: 'Channel' },
];

export default function RowGroupingControlled() {
  // preview-start
  const [rowGroupingModel, setRowGroupingModel] = React.useState<GridRowGroupingModel>(['category']);

  const toggle = (field: string) =>
    setRowGroupingModel((model) => (model.includes(field) ? model.filter((item) => item !== field) : [...model, field]));
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, height: 32, alignItems: 'center' }}>
        <Typography variant="body2" sx={{ mr: 0.5 }}>
          Group by:
        </Typography>
        {groupableFields.map(({ field, label }) => {
          const position = rowGroupingModel.indexOf(field);
          return (
            <Chip
              key={field}
              label={position === -1 ? label : `${position + 1}. ${label}`}
              color={position === -1 ? 'default' : 'primary'}
              variant={position === -1 ? 'outlined' : 'filled'}
              onClick={() => toggle(field)}
            />
          );
        })}
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          rowGroupingModel={rowGroupingModel}
          onRowGroupingModelChange={setRowGroupingModel}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
