import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridPivotModel } from '@mui/x-data-grid-premium';
import { bakeryColumns, bakerySales } from './data/pivotingBakerySales';

// preview-start
// Which product sells where and when: products down the side, shops and quarters across the top,
// units and revenue in every cell.
const pivotModel: GridPivotModel = {
  rows: [{ field: 'product' }],
  columns: [{ field: 'shop' }, { field: 'quarter', sort: 'asc' }],
  values: [
    { field: 'units', aggFunc: 'sum' },
    { field: 'revenue', aggFunc: 'sum' },
  ],
};
// preview-end

export default function PivotingExplainedInAction() {
  return (
    <Box sx={{ height: 380 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={bakerySales}
        columns={bakeryColumns}
        showToolbar
        initialState={{ pivoting: { model: pivotModel, enabled: true, panelOpen: true } }}
        pivotingColDef={{ width: 100, align: 'right', headerAlign: 'right' }}
      />
      {/* preview-end */}
    </Box>
  );
}
