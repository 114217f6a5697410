import * as React from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import { DataGridPremium, gridClasses, type GridCellSelectionModel } from '@mui/x-data-grid-premium';
import { timesheet, timesheetColumns } from './data/cellSelectionTimesheet';

// preview-start
// A frame around each rectangle of selected cells, drawn on its edge cells only.
const rangeFrame = (theme: Theme) => {
  const edge = `2px solid ${theme.palette.primary.main}`;
  return {
    [`& .${gridClasses['cell--rangeTop']}`]: { borderTop: edge },
    [`& .${gridClasses['cell--rangeBottom']}`]: { borderBottom: edge },
    [`& .${gridClasses['cell--rangeLeft']}`]: { borderLeft: edge },
    [`& .${gridClasses['cell--rangeRight']}`]: { borderRight: edge },
  };
};
// preview-end

export default function CellSelectionRangeStyle() {
  // Two rectangles to start with: select others by dragging, Ctrl or ⌘ + drag to add one.
  const [model, setModel] = React.useState<GridCellSelectionModel>({
    1: { mon: true, tue: true, wed: true },
    2: { mon: true, tue: true, wed: true },
    5: { fri: true },
    6: { fri: true },
  });

  return (
    <Box sx={{ height: 420 }}>
      {/* preview-start */}
      <DataGridPremium
        rows={timesheet}
        columns={timesheetColumns}
        cellSelection
        cellSelectionModel={model}
        onCellSelectionModelChange={setModel}
        disableRowSelectionOnClick
        sx={rangeFrame}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
