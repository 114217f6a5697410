import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';
import { orders, orderStatuses, type Order } from './data/orders';

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: orderStatuses, width: 120 },
  { field: 'total', headerName: 'Total (EUR)', type: 'number', width: 120 },
];

export default function MultiFiltersPanelButtons() {
  const [disableAdd, setDisableAdd] = React.useState(true);
  const [disableRemoveAll, setDisableRemoveAll] = React.useState(false);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel control={<Switch checked={disableAdd} onChange={(event) => setDisableAdd(event.target.checked)} />} label="disableAddFilterButton" />
        <FormControlLabel
          control={<Switch checked={disableRemoveAll} onChange={(event) => setDisableRemoveAll(event.target.checked)} />}
          label="disableRemoveAllButton"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGridPro
          rows={orders}
          columns={columns}
          showToolbar
          slotProps={{ filterPanel: { disableAddFilterButton: disableAdd, disableRemoveAllButton: disableRemoveAll } }}
          initialState={{
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'status', operator: 'is', value: 'Paid' },
                  { id: 2, field: 'total', operator: '>', value: 300 },
                ],
              },
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
