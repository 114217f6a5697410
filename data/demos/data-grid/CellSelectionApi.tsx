import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef } from '@mui/x-data-grid-premium';
import { timesheet, timesheetColumns } from './data/cellSelectionTimesheet';

export default function CellSelectionApi() {
  // preview-start
  const apiRef = useGridApiRef();
  const [readout, setReadout] = React.useState('');

  const actions = [
    // Monday to Wednesday of the first three people.
    { label: 'Select Mon–Wed, rows 1–3', run: () => apiRef.current?.selectCellRange({ id: 1, field: 'mon' }, { id: 3, field: 'wed' }) },
    // Keep what is selected and add Friday of everyone.
    { label: 'Add Friday', run: () => apiRef.current?.selectCellRange({ id: 1, field: 'fri' }, { id: 7, field: 'fri' }, true) },
    { label: 'Clear', run: () => apiRef.current?.setCellSelectionModel({}) },
  ];

  const read = () => {
    const cells = apiRef.current?.getSelectedCellsAsArray() ?? [];
    const hours = cells.reduce((total, { id, field }) => total + Number(apiRef.current?.getCellValue(id, field) ?? 0), 0);
    setReadout(`getSelectedCellsAsArray(): ${cells.length} cells, ${hours} hours`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {actions.map(({ label, run }) => (
          <Button key={label} size="small" variant="outlined" onClick={run} sx={{ textTransform: 'none' }}>
            {label}
          </Button>
        ))}
        <Button size="small" variant="contained" onClick={read} sx={{ textTransform: 'none' }}>
          Read
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ mb: 1, height: 20 }}>
        {readout || 'Select cells, then read them.'}
      </Typography>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPremium apiRef={apiRef} rows={timesheet} columns={timesheetColumns} cellSelection disableRowSelectionOnClick hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
