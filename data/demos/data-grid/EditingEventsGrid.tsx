import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCellEditStopReasons,
  type GridCellEditStartParams,
  type GridCellEditStopParams,
  type GridColDef,
  type MuiEvent,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 170, editable: true },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 160, editable: true },
  { field: 'office', headerName: 'Office', width: 120, editable: true },
];

export default function EditingEventsGrid() {
  const [keepOnFocusOut, setKeepOnFocusOut] = React.useState(true);
  const [log, setLog] = React.useState<string[]>([]);
  const add = (line: string) => setLog((previous) => [line, ...previous].slice(0, 6));

  // preview-start
  const handleEditStart = (params: GridCellEditStartParams) => {
    add(`start ${params.field} of row ${params.id}: ${params.reason}`);
  };

  const handleEditStop = (params: GridCellEditStopParams, event: MuiEvent) => {
    if (keepOnFocusOut && params.reason === GridCellEditStopReasons.cellFocusOut) {
      // The editor stays open: only Enter, Tab or Escape end the edit.
      event.defaultMuiPrevented = true;
      add(`stop prevented (${params.reason})`);
      return;
    }
    add(`stop ${params.field} of row ${params.id}: ${params.reason}`);
  };
  // preview-end

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={keepOnFocusOut} onChange={(event) => setKeepOnFocusOut(event.target.checked)} />}
        label="Keep the editor open when focus leaves the cell"
        sx={{ mb: 1 }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ height: 300, flex: '2 1 360px', minWidth: 0 }}>
          <DataGrid
            rows={employees.slice(0, 12)}
            columns={columns}
            onCellEditStart={handleEditStart}
            onCellEditStop={handleEditStop}
            hideFooter
          />
        </Box>
        <Paper variant="outlined" sx={{ flex: '1 1 220px', height: 300, p: 1.5, overflow: 'hidden', boxSizing: 'border-box' }}>
          <Typography variant="subtitle2" gutterBottom>
            Events, latest first
          </Typography>
          {log.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Double-click a cell, type, press Enter or Escape, or click elsewhere.
            </Typography>
          ) : (
            log.map((line, index) => (
              <Typography key={`${index}-${line}`} variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                {line}
              </Typography>
            ))
          )}
        </Paper>
      </Box>
    </Box>
  );
}
