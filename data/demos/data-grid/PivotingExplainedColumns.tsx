import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './data/pivotingBakerySales';

export default function PivotingExplainedColumns() {
  const [byQuarter, setByQuarter] = React.useState(false);

  // preview-start
  // A column per shop; with the switch, a column per quarter under each shop.
  const pivotModel: GridPivotModel = {
    rows: [{ field: 'product' }],
    columns: byQuarter ? [{ field: 'shop' }, { field: 'quarter', sort: 'asc' }] : [{ field: 'shop' }],
    values: [{ field: 'units', aggFunc: 'sum' }],
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={byQuarter} onChange={(event) => setByQuarter(event.target.checked)} />}
        label="Quarter as a second column field"
        sx={{ mb: 1 }}
      />
      <Box sx={{ height: 330 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={bakerySales}
          columns={bakeryColumns}
          pivotActive
          pivotModel={pivotModel}
          pivotingColDef={{ width: 100, align: 'right', headerAlign: 'right' }}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
