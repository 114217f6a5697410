import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { products, type Product } from './data/products';

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200 },
  {
    field: 'stock',
    headerName: 'In stock',
    // preview-start
    description: 'Units in the warehouse this morning, before today’s orders ship.',
    // preview-end
    type: 'number',
    width: 110,
  },
  {
    field: 'reorderLevel',
    headerName: 'Reorder level',
    type: 'number',
    width: 140,
    // preview-start
    renderHeader: () => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <strong>Reorder</strong>
        <Tooltip title="Below this many units, a purchase order is drafted automatically.">
          <InfoOutlinedIcon fontSize="small" color="action" aria-label="About the reorder level" />
        </Tooltip>
      </Box>
    ),
    // preview-end
  },
  {
    field: 'cover',
    headerName: 'Cover (× reorder level)',
    type: 'number',
    width: 130,
    // preview-start
    headerClassName: 'computed-header',
    // preview-end
    valueGetter: (_value, row) => (row.reorderLevel ? Math.round((row.stock / row.reorderLevel) * 10) / 10 : null),
  },
];

export default function ColumnHeaderGrid() {
  return (
    <Box
      sx={{
        height: 380,
        width: '100%',
        '& .computed-header': { backgroundColor: 'action.hover', fontStyle: 'italic' },
        // Let long titles wrap on two lines in the taller header.
        '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 },
      }}
    >
      <DataGrid rows={products} columns={columns} columnHeaderHeight={72} hideFooter />
    </Box>
  );
}
