import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// A sensor log: 60 readings per row, and a note whose length varies.
const readings = Array.from({ length: 60 }, (_, index) => `r${index + 1}`);

const notes = [
  'Calibrated.',
  'Drift above tolerance on channel 12 after the morning run; recalibrated and checked against the reference probe, now within 0.1 %.',
  'No issue.',
  'Battery replaced. Readings 30 to 40 missing for two minutes while the logger restarted.',
];

const rows = Array.from({ length: 100 }, (_, index) => ({
  id: index + 1,
  logger: `LG-${String(index + 1).padStart(3, '0')}`,
  note: notes[index % notes.length],
  ...Object.fromEntries(readings.map((field, column) => [field, ((index * 37 + column * 11) % 900) / 10])),
}));

const columns: GridColDef[] = [
  { field: 'logger', headerName: 'Logger', width: 90 },
  { field: 'note', headerName: 'Note', width: 260 },
  ...readings.map((field) => ({ field, headerName: field.toUpperCase(), type: 'number' as const, width: 70 })),
];

export default function RowHeightVirtualizeColumns() {
  const [virtualize, setVirtualize] = React.useState(false);
  const [cellCount, setCellCount] = React.useState<number | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);

  const countCells = () => setCellCount(containerRef.current?.querySelectorAll('[role="gridcell"]').length ?? 0);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <FormControlLabel
          control={
            <Switch
              checked={virtualize}
              onChange={(event) => {
                setVirtualize(event.target.checked);
                setCellCount(null);
              }}
            />
          }
          label="virtualizeColumnsWithAutoRowHeight"
        />
        <Button size="small" variant="outlined" onClick={countCells}>
          Count cells in the page
        </Button>
        <Typography variant="body2" color="text.secondary" noWrap>
          {cellCount === null ? '' : `${cellCount} cells rendered`}
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ flex: 1, minHeight: 0, '& .MuiDataGrid-cell': { py: 1, whiteSpace: 'normal', lineHeight: 1.4 } }}>
        {/* preview-start */}
        <DataGrid
          key={String(virtualize)}
          rows={rows}
          columns={columns}
          getRowHeight={() => 'auto'}
          virtualizeColumnsWithAutoRowHeight={virtualize}
          density="compact"
          hideFooter
        />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
