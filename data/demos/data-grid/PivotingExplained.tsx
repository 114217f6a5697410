import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef, type GridPivotModel } from '@mui/x-data-grid-premium';

// The flat facts of the explanation above: one row per product, quarter and region.
const rows = [
  { id: 1, product: 'Phone', quarter: 'Q1', region: 'North', sales: 70 },
  { id: 2, product: 'Phone', quarter: 'Q1', region: 'South', sales: 50 },
  { id: 3, product: 'Phone', quarter: 'Q2', region: 'North', sales: 90 },
  { id: 4, product: 'Tablet', quarter: 'Q1', region: 'North', sales: 60 },
];

const columns: GridColDef[] = [
  { field: 'product', headerName: 'Product', width: 120 },
  { field: 'quarter', headerName: 'Quarter', width: 100 },
  { field: 'region', headerName: 'Region', width: 100 },
  { field: 'sales', headerName: 'Sales', type: 'number', width: 100 },
];

const models: Record<string, GridPivotModel> = {
  quarters: { rows: [{ field: 'product' }], columns: [{ field: 'quarter' }], values: [{ field: 'sales', aggFunc: 'sum' }] },
  regions: {
    rows: [{ field: 'product' }, { field: 'region' }],
    columns: [{ field: 'quarter' }],
    values: [{ field: 'sales', aggFunc: 'sum' }],
  },
};

export default function PivotingExplained() {
  const [view, setView] = React.useState('flat');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', mb: 1, height: 32 }}>
      <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: string | null) => next && setView(next)}>
        <ToggleButton value="flat">Flat facts</ToggleButton>
        <ToggleButton value="quarters">Product × quarter</ToggleButton>
        <ToggleButton value="regions">Product, region × quarter</ToggleButton>
      </ToggleButtonGroup>
      </Box>
      <Box sx={{ height: 320 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={rows}
          columns={columns}
          pivotActive={view !== 'flat'}
          pivotModel={models[view] ?? models.quarters}
          defaultGroupingExpansionDepth={-1}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
