import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

const columns: GridColDef[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'total', headerName: 'Total', type: 'number', width: 120 },
];

export default function LayoutOverlayHeight() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: '100%' }}>
      {/* preview-start */}
      <DataGrid
        rows={[]}
        columns={columns}
        sx={{ '--DataGrid-overlayHeight': '180px' }}
      />
      {/* preview-end */}
    </Box>
  );
}
