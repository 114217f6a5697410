import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [orderColumn('orderNumber'), orderColumn('customer'), orderColumn('product'), orderColumn('total')];

export default function ExportRemoveButtons() {
  const [csv, setCsv] = React.useState(true);
  const [print, setPrint] = React.useState(false);

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 2 }}>
        <FormControlLabel control={<Switch checked={csv} onChange={(event) => setCsv(event.target.checked)} />} label="CSV in the menu" />
        <FormControlLabel control={<Switch checked={print} onChange={(event) => setPrint(event.target.checked)} />} label="Print in the menu" />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid
          rows={storeOrders}
          columns={columns}
          showToolbar
          slotProps={{
            toolbar: {
              csvOptions: { disableToolbarButton: !csv },
              printOptions: { disableToolbarButton: !print },
            },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
