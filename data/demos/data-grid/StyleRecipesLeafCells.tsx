import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import { DataGridPremium, type GridCellParams, type GridColDef } from '@mui/x-data-grid-premium';
import { storeOrders, type StoreOrder } from './data/storeOrders';

const rows = storeOrders.slice(0, 60);

export default function StyleRecipesLeafCells() {
  const [leavesOnly, setLeavesOnly] = React.useState(true);

  const columns = React.useMemo<GridColDef<StoreOrder>[]>(
    () => [
      { field: 'orderNumber', headerName: 'Order', width: 100 },
      { field: 'region', headerName: 'Region', width: 140 },
      { field: 'product', headerName: 'Product', flex: 1, minWidth: 130 },
      { field: 'quantity', headerName: 'Qty', type: 'number', width: 90 },
      {
        field: 'total',
        headerName: 'Total (USD)',
        type: 'number',
        width: 120,
        // preview-start
        // Aggregated values go through the same function: check the row's node before styling.
        cellClassName: ({ value, rowNode }: GridCellParams<StoreOrder>) => {
          if (leavesOnly && rowNode.type !== 'leaf') return '';
          return typeof value === 'number' && value >= 2000 ? 'big-total' : '';
        },
        // preview-end
      },
    ],
    [leavesOnly],
  );

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={leavesOnly} onChange={(event) => setLeavesOnly(event.target.checked)} />}
        label="Style order rows only (rowNode.type === 'leaf')"
        sx={{ mb: 1 }}
      />
      <Box
        sx={(theme) => ({
          flex: 1,
          minHeight: 0,
          '& .big-total': { backgroundColor: alpha(theme.palette.warning.main, 0.2), fontWeight: 600 },
        })}
      >
        <DataGridPremium
          rows={rows}
          columns={columns}
          density="compact"
          initialState={{
            rowGrouping: { model: ['region'] },
            aggregation: { model: { total: 'sum', quantity: 'sum' } },
            columns: { columnVisibilityModel: { region: false } },
          }}
          defaultGroupingExpansionDepth={1}
          hideFooter
        />
      </Box>
    </Box>
  );
}
