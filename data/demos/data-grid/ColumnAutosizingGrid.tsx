import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { orders, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order' },
  { field: 'customer', headerName: 'Customer' },
  { field: 'product', headerName: 'Product' },
  { field: 'category', headerName: 'Category' },
  { field: 'payment', headerName: 'Payment' },
  { field: 'total', headerName: 'Total (EUR)', type: 'number' },
];

export default function ColumnAutosizingGrid() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);

  // preview-start
  const autosize = () => {
    apiRef.current?.autosizeColumns({ includeHeaders, includeOutliers: true });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={autosize}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="Include headers"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
