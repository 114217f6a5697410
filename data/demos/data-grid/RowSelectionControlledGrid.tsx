import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90 },
  { field: 'discontinued', headerName: 'Discontinued', type: 'boolean', width: 120 },
];

export default function RowSelectionControlledGrid() {
  const [rows, setRows] = React.useState<Product[]>(products);
  // preview-start
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  // With `type: 'exclude'`, the set lists the rows that are NOT selected.
  const selectedIds = React.useMemo(
    () =>
      rows
        .filter((row) => !row.discontinued)
        .map((row) => row.id)
        .filter((id) => (selection.type === 'include' ? selection.ids.has(id) : !selection.ids.has(id))),
    [rows, selection],
  );

  const archive = () => {
    const archived = new Set(selectedIds);
    setRows((previous) => previous.filter((row) => !archived.has(row.id)));
    setSelection({ type: 'include', ids: new Set() });
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={selectedIds.length === 0} onClick={archive}>
          Archive {selectedIds.length} {selectedIds.length === 1 ? 'product' : 'products'}
        </Button>
        <Typography variant="body2" color="text.secondary">
          Discontinued products cannot be selected.
        </Typography>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          disableRowSelectionOnClick
          isRowSelectable={({ row }) => !row.discontinued}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
