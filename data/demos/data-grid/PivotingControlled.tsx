import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';
import { orderColumn, storeOrders, type StoreOrder } from './data/storeOrders';

const columns: GridColDef<StoreOrder>[] = [
  orderColumn('orderNumber'),
  orderColumn('date'),
  orderColumn('region'),
  orderColumn('channel'),
  orderColumn('category'),
  orderColumn('total'),
];

export default function PivotingControlled() {
  // preview-start
  const [pivotActive, setPivotActive] = React.useState(true);
  const [pivotModel, setPivotModel] = React.useState<GridPivotModel>({
    rows: [{ field: 'region' }],
    // Dates give derived fields: `date-year` and `date-quarter`.
    columns: [{ field: 'date-year', sort: 'asc' }],
    values: [{ field: 'total', aggFunc: 'sum' }],
  });

  const showBy = (field: string) => setPivotModel((model) => ({ ...model, columns: [{ field, sort: 'asc' }] }));
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, height: 38, alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={pivotActive} onChange={(event) => setPivotActive(event.target.checked)} />}
          label="Pivot"
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          disabled={!pivotActive}
          value={pivotModel.columns[0]?.field ?? null}
          onChange={(_event, field: string | null) => field && showBy(field)}
        >
          <ToggleButton value="date-year">By year</ToggleButton>
          <ToggleButton value="channel">By channel</ToggleButton>
          <ToggleButton value="category">By category</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ height: 380 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={storeOrders}
          columns={columns}
          showToolbar
          pivotActive={pivotActive}
          onPivotActiveChange={setPivotActive}
          pivotModel={pivotModel}
          onPivotModelChange={setPivotModel}
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
