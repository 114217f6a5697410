import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  useGridApiContext,
  useGridEvent,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'category', headerName: 'Category', width: 130 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
];

// preview-start
/** A footer that listens to the grid it lives in: no effect, no cleanup to write. */
function LastClickedFooter() {
  const apiRef = useGridApiContext();
  const [last, setLast] = React.useState<string | null>(null);
  const [clicks, setClicks] = React.useState(0);

  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setLast((params.row as Product).name);
    setClicks((count) => count + 1);
  };
  useGridEvent(apiRef, 'rowClick', handleRowClick);

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2">{last ? `Last clicked: ${last} (${clicks} ${clicks === 1 ? 'click' : 'clicks'})` : 'Click a row'}</Typography>
    </GridFooterContainer>
  );
}
// preview-end

export default function EventsUseGridEvent() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      {/* preview-start */}
      <DataGrid rows={products} columns={columns} slots={{ footer: LastClickedFooter }} />
      {/* preview-end */}
    </Box>
  );
}
