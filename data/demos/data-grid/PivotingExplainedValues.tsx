import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './data/pivotingBakerySales';

const meanings: Record<string, string> = {
  sum: 'Units sold per product, all shops and quarters together.',
  avg: 'Units sold in an average shop-quarter.',
  max: 'Units sold in the best shop-quarter.',
  size: 'How many facts (shop-quarters) each product has.',
};

export default function PivotingExplainedValues() {
  const [aggFunc, setAggFunc] = React.useState('sum');

  // preview-start
  // The same value field, aggregated by the function chosen above the grid.
  const pivotModel: GridPivotModel = {
    rows: [{ field: 'product' }],
    columns: [],
    values: [
      { field: 'units', aggFunc },
      { field: 'revenue', aggFunc: 'sum' },
    ],
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <ToggleButtonGroup size="small" exclusive value={aggFunc} onChange={(_, value: string | null) => value && setAggFunc(value)}>
          {Object.keys(meanings).map((name) => (
            <ToggleButton key={name} value={name} sx={{ textTransform: 'none', py: 0.25 }}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Typography variant="body2" color="text.secondary">
          {meanings[aggFunc]}
        </Typography>
      </Stack>
      <Box sx={{ height: 260 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={bakerySales}
          columns={bakeryColumns}
          pivotActive
          pivotModel={pivotModel}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
