import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = (
  ['orderNumber', 'date', 'customer', 'city', 'country', 'region', 'product', 'quantity', 'unitPrice', 'discount', 'total'] as const
).map((field) => orderColumn(field));

export default function ColumnVisibilityPanelOptions() {
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(false);
  const [disableResetButton, setDisableResetButton] = React.useState(false);
  const [toggleAllMode, setToggleAllMode] = React.useState<'all' | 'filteredOnly'>('filteredOnly');

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 40, mb: 1, alignItems: 'center', overflow: 'hidden' }}>
        <TextField
          select
          size="small"
          label="toggleAllMode"
          value={toggleAllMode}
          onChange={(event) => setToggleAllMode(event.target.value as 'all' | 'filteredOnly')}
          sx={{ width: 160 }}
        >
          <MenuItem value="all">all</MenuItem>
          <MenuItem value="filteredOnly">filteredOnly</MenuItem>
        </TextField>
        <FormControlLabel
          control={<Switch size="small" checked={disableShowHideToggle} onChange={(event) => setDisableShowHideToggle(event.target.checked)} />}
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={<Switch size="small" checked={disableResetButton} onChange={(event) => setDisableResetButton(event.target.checked)} />}
          label="disableResetButton"
        />
      </Stack>
      <Box sx={{ height: 400 }}>
        {/* preview-start */}
        <DataGrid
          rows={storeOrders}
          columns={columns}
          showToolbar
          slotProps={{
            // Search "count" in the panel (Country, Discount), then use "Show/Hide All".
            columnsManagement: { toggleAllMode, disableShowHideToggle, disableResetButton },
          }}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
