import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridCellSelectionModel } from '@mui/x-data-grid-premium';
import { timesheet, timesheetColumns } from './data/cellSelectionTimesheet';

export default function CellSelectionWithRows() {
  const [rowSelection, setRowSelection] = React.useState(false);
  const [cellCount, setCellCount] = React.useState(0);

  // preview-start
  const handleCellSelectionChange = (model: GridCellSelectionModel) =>
    setCellCount(Object.values(model).reduce((total, fields) => total + Object.values(fields).filter(Boolean).length, 0));
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={rowSelection} onChange={(event) => setRowSelection(event.target.checked)} />}
          label="Row selection too"
        />
        <Typography variant="body2" color="text.secondary">
          {cellCount} cells selected
        </Typography>
      </Stack>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={timesheet}
          columns={timesheetColumns}
          cellSelection
          onCellSelectionModelChange={handleCellSelectionChange}
          checkboxSelection={rowSelection}
          disableRowSelectionOnClick={!rowSelection}
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
