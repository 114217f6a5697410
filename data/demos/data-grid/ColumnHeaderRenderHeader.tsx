import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

// preview-start
/** Title over its unit, on two lines. */
function TitleWithUnit({ colDef }: GridColumnHeaderParams<StoreOrder>) {
  const unit = colDef.type === 'number' ? (colDef.field === 'quantity' ? 'units' : 'USD') : null;
  return (
    <Stack sx={{ lineHeight: 1.2, alignItems: colDef.headerAlign === 'right' ? 'flex-end' : 'flex-start' }}>
      <Typography variant="body2" fontWeight="medium">
        {colDef.headerName}
      </Typography>
      {unit && (
        <Typography variant="caption" color="text.secondary">
          {unit}
        </Typography>
      )}
    </Stack>
  );
}

const columns: GridColDef<StoreOrder>[] = (['orderNumber', 'customer', 'quantity', 'unitPrice', 'total'] as const).map(
  (field): GridColDef<StoreOrder> => ({
    ...orderColumn(field),
    // headerName stays: the columns panel, the filter panel and exports use it.
    renderHeader: (params) => <TitleWithUnit {...params} />,
  }),
);
// preview-end

export default function ColumnHeaderRenderHeader() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={storeOrders} columns={columns} />
    </Box>
  );
}
