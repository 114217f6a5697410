import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridSortDirection } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 160 },
  { field: 'price', headerName: 'Price (USD)', type: 'number', width: 120 },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100 },
];

const presets: Record<string, GridSortDirection[]> = {
  default: ['asc', 'desc', null],
  twoWays: ['asc', 'desc'],
  descFirst: ['desc', 'asc', null],
};

export default function SortingOrderAll() {
  const [preset, setPreset] = React.useState('twoWays');

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_, value: string | null) => value && setPreset(value)}
          aria-label="Sorting order"
        >
          <ToggleButton value="default">asc, desc, none</ToggleButton>
          <ToggleButton value="twoWays">asc, desc</ToggleButton>
          <ToggleButton value="descFirst">desc, asc, none</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={products} columns={columns} sortingOrder={presets[preset]} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
