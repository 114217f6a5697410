import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridPaginationModel,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { makeOrders, type Order } from './data/orders';

const database = makeOrders(120, 31);

function fetchPage({ page, pageSize }: GridPaginationModel): Promise<Order[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(database.slice(page * pageSize, (page + 1) * pageSize)), 300);
  });
}

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function RowSelectionServerGrid() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const [rows, setRows] = React.useState<Order[]>([]);
  const [loading, setLoading] = React.useState(true);
  // preview-start
  const [keep, setKeep] = React.useState(true);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  // preview-end

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchPage(paginationModel).then((page) => {
      if (active) {
        setRows(page);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keep} onChange={(event) => setKeep(event.target.checked)} />}
        label="Keep the selection of other pages"
      />
      <Typography variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        Selected: {selection.type === 'include' ? [...selection.ids].join(', ') || 'none' : 'every order but a few'}
      </Typography>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGrid
          rows={rows}
          columns={columns}
          paginationMode="server"
          rowCount={database.length}
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          loading={loading}
          checkboxSelection
          keepNonExistentRowsSelected={keep}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
