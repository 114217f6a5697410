import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridRowIdGetter } from '@mui/x-data-grid';

interface StockItem {
  sku: string;
  name: string;
  warehouse: string;
  units: number;
}

const stock: StockItem[] = [
  { sku: 'GR-0249', name: 'Burr grinder G2', warehouse: 'Rotterdam', units: 84 },
  { sku: 'EM-1890', name: 'Espresso machine Duo', warehouse: 'Rotterdam', units: 12 },
  { sku: 'KT-0069', name: 'Gooseneck kettle', warehouse: 'Leipzig', units: 240 },
  { sku: 'CB-0420', name: 'Cold brew tower', warehouse: 'Leipzig', units: 7 },
  { sku: 'SC-0055', name: 'Digital scale', warehouse: 'Lyon', units: 133 },
  { sku: 'MJ-0024', name: 'Milk jug 600 ml', warehouse: 'Lyon', units: 410 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'warehouse', headerName: 'Warehouse', width: 130 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
];

// preview-start
// Defined once, outside the component: the same function on every render.
const getRowId: GridRowIdGetter<StockItem> = (row) => row.sku;

export default function RowDefinitionGrid() {
  const [rows, setRows] = React.useState<StockItem[]>(stock);
  const [loading, setLoading] = React.useState(false);

  const reload = () => {
    setLoading(true);
    // Stands in for a request to a server.
    window.setTimeout(() => {
      setRows(stock);
      setLoading(false);
    }, 1200);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={reload}>
          Reload
        </Button>
        <Button size="small" variant="outlined" onClick={() => setRows([])}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ height: 340 }}>
        {/* preview-start */}
        <DataGrid rows={rows} columns={columns} getRowId={getRowId} loading={loading} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
