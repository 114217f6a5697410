import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './data/pivotingBakerySales';

export default function PivotingExplainedRows() {
  const [byShop, setByShop] = React.useState(false);

  // preview-start
  // One row per product; with the switch, the shops nest inside each product.
  const pivotModel: GridPivotModel = {
    rows: byShop ? [{ field: 'product' }, { field: 'shop' }] : [{ field: 'product' }],
    columns: [],
    values: [{ field: 'units', aggFunc: 'sum' }],
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1 }}>
        <FormControlLabel
          control={<Switch checked={byShop} onChange={(event) => setByShop(event.target.checked)} />}
          label="Shop as a second row field"
        />
      </Stack>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={bakerySales}
          columns={bakeryColumns}
          pivotActive
          pivotModel={pivotModel}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
