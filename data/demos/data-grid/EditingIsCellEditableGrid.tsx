import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Timesheet {
  id: number;
  week: string;
  person: string;
  project: string;
  hours: number;
  submitted: boolean;
  comment: string;
}

const timesheets: Timesheet[] = [
  { id: 1, week: '2025-W20', person: 'Amara Okafor', project: 'Checkout', hours: 38, submitted: true, comment: '' },
  { id: 2, week: '2025-W20', person: 'Lukas Novak', project: 'Platform', hours: 40, submitted: true, comment: 'On call Friday' },
  { id: 3, week: '2025-W21', person: 'Amara Okafor', project: 'Checkout', hours: 32, submitted: false, comment: 'Public holiday' },
  { id: 4, week: '2025-W21', person: 'Lukas Novak', project: 'Platform', hours: 36, submitted: false, comment: '' },
  { id: 5, week: '2025-W21', person: 'Mei Tanaka', project: 'Search', hours: 40, submitted: true, comment: '' },
  { id: 6, week: '2025-W22', person: 'Mei Tanaka', project: 'Search', hours: 24, submitted: false, comment: 'Week in progress' },
];

const columns: GridColDef<Timesheet>[] = [
  { field: 'week', headerName: 'Week', width: 100 },
  { field: 'person', headerName: 'Person', width: 140 },
  { field: 'project', headerName: 'Project', width: 110, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80, editable: true },
  { field: 'submitted', headerName: 'Submitted', type: 'boolean', width: 100 },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 160, editable: true },
];

// preview-start
// A submitted timesheet is locked, except for its comment.
const isCellEditable = ({ row, field }: GridCellParams<Timesheet>) => !row.submitted || field === 'comment';
// preview-end

export default function EditingIsCellEditableGrid() {
  const [rows, setRows] = React.useState(timesheets);

  return (
    <Box
      sx={(theme) => ({
        height: 372,
        width: '100%',
        // The grid marks every cell that can be edited with this class.
        [`& .${gridClasses['cell--editable']}`]: { backgroundColor: alpha(theme.palette.success.main, 0.12) },
      })}
    >
      {/* preview-start */}
      <DataGrid
        rows={rows}
        columns={columns}
        isCellEditable={isCellEditable}
        processRowUpdate={(updated: Timesheet) => {
          setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
