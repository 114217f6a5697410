import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  type GridColDef,
  type GridRowGroupingModel,
} from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('category'),
  orderColumn('orderNumber'),
  orderColumn('total'),
];

export default function RowGroupingApi() {
  // preview-start
  const apiRef = useGridApiRef();
  // The grid reports every change of the model, whatever made it.
  const [model, setModel] = React.useState<GridRowGroupingModel>(['region']);

  const actions = [
    { label: 'Add channel first', run: () => apiRef.current?.addRowGroupingCriteria('channel', 0) },
    { label: 'Add category', run: () => apiRef.current?.addRowGroupingCriteria('category') },
    { label: 'Move region last', run: () => apiRef.current?.setRowGroupingCriteriaIndex('region', model.length - 1) },
    { label: 'Remove region', run: () => apiRef.current?.removeRowGroupingCriteria('region') },
    { label: 'Reset', run: () => apiRef.current?.setRowGroupingModel(['region']) },
  ];
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        {actions.map(({ label, run }) => (
          <Button key={label} size="small" variant="outlined" onClick={run} sx={{ textTransform: 'none' }}>
            {label}
          </Button>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, height: 20 }}>
        Model: [{model.map((field) => `'${field}'`).join(', ')}]
      </Typography>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={storeOrders}
          columns={columns}
          initialState={{ rowGrouping: { model: ['region'] } }}
          onRowGroupingModelChange={setModel}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
