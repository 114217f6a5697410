import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, useGridApiRef, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'reorderLevel', headerName: 'Reorder at', type: 'number', width: 110 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

export default function RowRecipesGrid() {
  const apiRef = useGridApiRef();
  const [sku, setSku] = React.useState('CK-5033');

  // preview-start
  const jumpTo = () => {
    const api = apiRef.current;
    const id = sku.trim().toUpperCase();
    if (!api || !api.getRow(id)) return;
    api.setRowSelectionModel({ type: 'include', ids: new Set([id]) });
    // The index among the rows on screen (after sorting and filtering).
    api.scrollToIndexes({ rowIndex: api.getRowIndexRelativeToVisibleRows(id) });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField size="small" label="SKU" value={sku} onChange={(event) => setSku(event.target.value)} sx={{ width: 140 }} />
        <Button variant="outlined" onClick={jumpTo}>
          Find
        </Button>
      </Stack>
      <Box sx={{ height: 360 }}>
        {/* preview-start */}
        <DataGrid
          apiRef={apiRef}
          rows={products}
          columns={columns}
          getRowClassName={({ row, indexRelativeToCurrentPage }) =>
            [
              indexRelativeToCurrentPage % 2 ? 'odd' : 'even',
              row.stock <= row.reorderLevel && !row.discontinued ? 'low-stock' : '',
              row.discontinued ? 'discontinued' : '',
            ].join(' ')
          }
          sx={(theme) => ({
            [`& .${gridClasses.row}.odd`]: { backgroundColor: theme.palette.action.hover },
            [`& .${gridClasses.row}.low-stock`]: {
              backgroundColor: alpha(theme.palette.warning.main, 0.18),
              fontWeight: 600,
            },
            [`& .${gridClasses.row}.discontinued`]: { color: theme.palette.text.disabled },
          })}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
