import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('customer'),
  orderColumn('status'),
  orderColumn('total'),
];

const returned = storeOrders.filter((order) => order.status === 'Returned').map((order) => order.id);

export default function RowSelectionApi() {
  // preview-start
  const apiRef = useGridApiRef();
  const [readout, setReadout] = React.useState('');

  const actions = [
    { label: 'selectRow(1)', run: () => apiRef.current?.selectRow(1) },
    { label: 'selectRowRange(3–6)', run: () => apiRef.current?.selectRowRange({ startId: 3, endId: 6 }) },
    { label: 'Returned only', run: () => apiRef.current?.selectRows(returned, true, true) },
    { label: 'Clear', run: () => apiRef.current?.setRowSelectionModel({ type: 'include', ids: new Set() }) },
  ];

  const read = () => {
    const rows = [...(apiRef.current?.getSelectedRows().values() ?? [])];
    setReadout(`getSelectedRows(): ${rows.length} rows, ${rows.reduce((sum, row) => sum + row.total, 0).toFixed(2)} in total`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
        {actions.map(({ label, run }) => (
          <Button key={label} size="small" variant="outlined" onClick={run} sx={{ textTransform: 'none' }}>
            {label}
          </Button>
        ))}
        <Button size="small" variant="contained" onClick={read} sx={{ textTransform: 'none' }}>
          Read
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, height: 20 }}>
        {readout || 'Select rows, then read them.'}
      </Typography>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGridPro apiRef={apiRef} rows={storeOrders} columns={columns} checkboxSelection />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
