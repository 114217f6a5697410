import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  gridQuickFilterValuesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
];

/** The quick filter's state, and what it wrote into the filter model: one value per word. */
function QuickFilterReadout({ expanded }: { expanded: boolean }) {
  const apiRef = useGridApiContext();
  const values = useGridSelector(apiRef, gridQuickFilterValuesSelector) ?? [];
  return (
    <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1, mx: 1, fontFamily: 'monospace' }}>
      expanded: {String(expanded)} · quickFilterValues: {JSON.stringify(values)}
    </Typography>
  );
}

// preview-start
// Each part with its default element: a button, the grid's text field and an icon button.
function RosterToolbar() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Toolbar>
      <QuickFilterReadout expanded={expanded} />
      {/* onExpandedChange only observes here: the quick filter keeps its own state. */}
      <QuickFilter onExpandedChange={setExpanded}>
        <QuickFilterTrigger>Search</QuickFilterTrigger>
        <QuickFilterControl placeholder="Search the roster" size="small" />
        <QuickFilterClear aria-label="Clear the search">×</QuickFilterClear>
      </QuickFilter>
    </Toolbar>
  );
}
// preview-end

export default function QuickFilterParts() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: RosterToolbar }} showToolbar />
    </Box>
  );
}
