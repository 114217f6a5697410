import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'rating', headerName: 'Rating', type: 'number', width: 110 },
];

export default function EventsSubscribeApi() {
  const apiRef = useGridApiRef();
  const [listening, setListening] = React.useState(true);
  const [message, setMessage] = React.useState('Click a row.');

  // preview-start
  React.useEffect(() => {
    if (!listening) return undefined;
    const handleRowClick: GridEventListener<'rowClick'> = (params) => setMessage(`Clicked ${(params.row as Product).name}`);
    // subscribeEvent returns the function that unsubscribes: return it as the effect's cleanup.
    return apiRef.current?.subscribeEvent('rowClick', handleRowClick);
  }, [apiRef, listening]);
  // preview-end

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel control={<Switch checked={listening} onChange={(event) => setListening(event.target.checked)} />} label="Subscribed" />
        <Typography variant="body2" aria-live="polite" noWrap>
          {listening ? message : 'Not listening: clicks are not reported.'}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={products} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
