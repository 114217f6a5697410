import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGrid,
  gridStringOrNumberComparator,
  type GridColDef,
  type GridComparatorFn,
  type GridSortDirection,
} from '@mui/x-data-grid';

type Priority = 'Urgent' | 'High' | 'Normal' | 'Low';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  /** Hours until the response is due; `null` when there is no deadline. */
  dueIn: number | null;
}

const tickets: Ticket[] = [
  { id: 5101, subject: 'Checkout fails for Swiss cards', priority: 'Urgent', dueIn: 2 },
  { id: 5102, subject: 'Typo on the invoice footer', priority: 'Low', dueIn: null },
  { id: 5103, subject: 'Export to CSV drops accents', priority: 'High', dueIn: 20 },
  { id: 5104, subject: 'Add Portuguese translation', priority: 'Normal', dueIn: 96 },
  { id: 5105, subject: 'Warehouse sync is late', priority: 'High', dueIn: 6 },
  { id: 5106, subject: 'Dark mode contrast in reports', priority: 'Normal', dueIn: null },
  { id: 5107, subject: 'Password reset email delayed', priority: 'Urgent', dueIn: 1 },
];

// preview-start
const rank: Record<Priority, number> = { Urgent: 0, High: 1, Normal: 2, Low: 3 };

/** Priorities by rank, not alphabetically. */
const priorityComparator: GridComparatorFn<Priority> = (a, b) => rank[a] - rank[b];

/** Tickets without a deadline go last, whichever the direction. */
function dueInComparator(direction: GridSortDirection): GridComparatorFn<number | null> {
  const modifier = direction === 'desc' ? -1 : 1;
  return (a, b, cellA, cellB) => {
    if (a == null && b == null) return 0;
    if (a == null) return 1;
    if (b == null) return -1;
    return modifier * gridStringOrNumberComparator(a, b, cellA, cellB);
  };
}

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220, sortable: false },
  {
    field: 'priority',
    headerName: 'Priority',
    width: 120,
    sortComparator: priorityComparator,
    // Two clicks only: most urgent first, then least urgent first.
    sortingOrder: ['asc', 'desc'],
    renderCell: ({ value }) => (
      <Chip
        size="small"
        label={value}
        color={value === 'Urgent' ? 'error' : value === 'High' ? 'warning' : 'default'}
        // Dark text on the orange chip: white on orange stays under 4.5:1 contrast.
        sx={value === 'High' ? { color: 'common.black' } : undefined}
      />
    ),
  },
  {
    field: 'dueIn',
    headerName: 'Due in (h)',
    type: 'number',
    width: 120,
    getSortComparator: dueInComparator,
    valueFormatter: (value: number | null) => (value == null ? 'No deadline' : value),
  },
];
// preview-end

export default function SortingComparatorGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid
        rows={tickets}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'asc' }] } }}
        hideFooter
      />
    </Box>
  );
}
