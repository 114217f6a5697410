import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 110 },
];

export default function EventsRowClickProp() {
  const [message, setMessage] = React.useState('Click a row.');

  // preview-start
  const handleRowClick: GridEventListener<'rowClick'> = (params, event) => {
    const row = params.row as Product;
    setMessage(`${row.name}: ${row.stock} in stock${event.shiftKey ? ' (with Shift)' : ''}`);
  };
  // preview-end

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} onRowClick={handleRowClick} hideFooter />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" aria-live="polite" noWrap sx={{ height: 36, lineHeight: '36px' }}>
        {message}
      </Typography>
    </Box>
  );
}
