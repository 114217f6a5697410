import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { DataGrid, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import ReplayIcon from '@mui/icons-material/Replay';

type Outcome = 'Passed' | 'Failed' | 'Queued';

interface Build {
  id: number;
  branch: string;
  author: string;
  outcome: Outcome;
  minutes: number;
}

const builds: Build[] = [
  { id: 9812, branch: 'main', author: 'Sofia Lindqvist', outcome: 'Passed', minutes: 14 },
  { id: 9813, branch: 'fix/checkout-rounding', author: 'Diego Alvarez', outcome: 'Failed', minutes: 9 },
  { id: 9814, branch: 'feat/warehouse-sync', author: 'Marek Novak', outcome: 'Passed', minutes: 17 },
  { id: 9815, branch: 'feat/vat-lines', author: 'Yuki Sato', outcome: 'Queued', minutes: 0 },
  { id: 9816, branch: 'main', author: 'Hannah Weiss', outcome: 'Failed', minutes: 11 },
];

// preview-start
const icons = {
  Passed: <CheckCircleIcon fontSize="small" color="success" aria-hidden />,
  Failed: <ErrorIcon fontSize="small" color="error" aria-hidden />,
  Queued: <ScheduleIcon fontSize="small" color="action" aria-hidden />,
};

const columns: GridColDef<Build>[] = [
  { field: 'id', headerName: 'Build', width: 90 },
  { field: 'branch', headerName: 'Branch', flex: 1, minWidth: 180 },
  { field: 'author', headerName: 'Author', width: 150 },
  {
    field: 'outcome',
    headerName: 'Outcome',
    width: 120,
    // The colour is never the only signal: an icon and a word too.
    renderCell: ({ value }) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, height: '100%' }}>
        {icons[value as Outcome]}
        {value}
      </Box>
    ),
  },
  {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 90,
    // `label` is the accessible name of the icon button: name the row it acts on.
    getActions: ({ row }) => [
      <GridActionsCellItem key="rerun" icon={<ReplayIcon />} label={`Run build ${row.id} again`} disabled={row.outcome === 'Queued'} />,
    ],
  },
];
// preview-end

export default function AccessibilityGrid() {
  return (
    <Box sx={{ width: '100%' }}>
      <Typography id="recent-builds-heading" variant="subtitle1" component="p" sx={{ mb: 1, fontWeight: 600 }}>
        Recent builds
      </Typography>
      <Box sx={{ height: 330 }}>
        {/* preview-start */}
        <DataGrid aria-labelledby="recent-builds-heading" rows={builds} columns={columns} hideFooter />
        {/* preview-end */}
      </Box>
    </Box>
  );
}
