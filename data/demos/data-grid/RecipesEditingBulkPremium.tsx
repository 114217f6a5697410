import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, useGridApiRef, type GridColDef, type GridRowId } from '@mui/x-data-grid-premium';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'supplier', headerName: 'Supplier', width: 150, editable: true },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 110, editable: true },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
];

export default function RecipesEditingBulkPremium() {
  const apiRef = useGridApiRef();
  const [rows] = React.useState(() => products.slice(0, 12));
  const [saved, setSaved] = React.useState(0);
  // For each changed row: the row as it was before the first change.
  const originals = React.useRef<Record<GridRowId, Product>>({});
  const [pending, setPending] = React.useState<GridRowId[]>([]);

  // preview-start
  // A paste of a block of cells calls this once per row it changes.
  const processRowUpdate = (updated: Product, original: Product) => {
    originals.current[updated.id] ??= original;
    setPending(Object.keys(originals.current));
    return updated;
  };

  const discard = () => {
    // Pro and Premium take many rows in one updateRows call.
    apiRef.current?.updateRows(Object.values(originals.current));
    originals.current = {};
    setPending([]);
  };

  const save = () => {
    setSaved((count) => count + pending.length); // send the rows to your server here
    originals.current = {};
    setPending([]);
  };
  // preview-end

  return (
    <Box
      sx={(theme) => ({
        height: 420,
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        '& .row--edited': { backgroundColor: alpha(theme.palette.warning.main, 0.14) },
      })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" disabled={!pending.length} onClick={save}>
          Save
        </Button>
        <Button size="small" disabled={!pending.length} onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {pending.length} row{pending.length === 1 ? '' : 's'} not saved · {saved} saved so far
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPremium
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          cellSelection
          processRowUpdate={processRowUpdate}
          getRowClassName={({ id }) => (pending.includes(String(id)) ? 'row--edited' : '')}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
