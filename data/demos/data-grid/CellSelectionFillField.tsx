import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPremium, type GridCellSelectionModel } from '@mui/x-data-grid-premium';
import { timesheet, timesheetColumns, weekdays, type TimesheetRow } from './data/cellSelectionTimesheet';

const hourFields: string[] = weekdays.map(({ field }) => field);

export default function CellSelectionFillField() {
  const [rows, setRows] = React.useState<TimesheetRow[]>(timesheet);
  const [value, setValue] = React.useState('8');
  // preview-start
  const [cellSelectionModel, setCellSelectionModel] = React.useState<GridCellSelectionModel>({
    6: { thu: true, fri: true },
  });

  // Writes the value into every selected hour cell; other selected cells are left alone.
  const fill = () => {
    const hours = Number(value);
    setRows((current) =>
      current.map((row) => {
        const fields = Object.entries(cellSelectionModel[row.id] ?? {}).filter(([field, selected]) => selected && hourFields.includes(field));
        return fields.length ? { ...row, ...Object.fromEntries(fields.map(([field]) => [field, hours])) } : row;
      }),
    );
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <TextField
          size="small"
          label="Hours"
          type="number"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ width: 100 }}
        />
        <Button variant="contained" size="small" onClick={fill} disabled={value === '' || Number.isNaN(Number(value))}>
          Fill the selected cells
        </Button>
      </Stack>
      <Box sx={{ height: 420 }}>
        {/* preview-start */}
        <DataGridPremium
          rows={rows}
          columns={timesheetColumns}
          cellSelection
          cellSelectionModel={cellSelectionModel}
          onCellSelectionModelChange={setCellSelectionModel}
          disableRowSelectionOnClick
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
