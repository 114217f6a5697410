import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 190 },
  { field: 'office', headerName: 'Office', width: 120 },
];

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    /** Quick filter page, keyboard recipe: the search field's open state, owned by the page. */
    searchExpanded?: boolean;
    onSearchExpandedChange?: (expanded: boolean) => void;
  }
}

// preview-start
function RosterToolbar({ searchExpanded, onSearchExpandedChange }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1, mx: 1 }}>
        Click a cell, then press Ctrl+K (⌘K on a Mac)
      </Typography>
      {/* Controlled: the page decides when the field is open. */}
      <QuickFilter expanded={searchExpanded} onExpandedChange={onSearchExpandedChange}>
        {/* preview-end */}
        <QuickFilterTrigger
          render={(props, state) => (
            <Tooltip title="Search (Ctrl+K)">
              <ToolbarButton {...props} aria-label="Search" style={{ display: state.expanded ? 'none' : undefined }}>
                <SearchIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <QuickFilterControl
          render={({ ref, ...controlProps }, state) => (
            <TextField
              {...controlProps}
              inputRef={ref}
              size="small"
              placeholder="Search the roster…"
              sx={{ display: state.expanded ? undefined : 'none', width: 240 }}
              slotProps={{
                // Keep the control's own input props (id, role, blur handling).
                ...controlProps.slotProps,
                // The label goes on the input itself, not on the field's wrapper.
                htmlInput: { ...controlProps.slotProps?.htmlInput, 'aria-label': 'Search' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                  endAdornment: state.value ? (
                    <InputAdornment position="end">
                      <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                        <CancelIcon fontSize="small" />
                      </QuickFilterClear>
                    </InputAdornment>
                  ) : null,
                },
              }}
            />
          )}
        />
        {/* preview-start */}
      </QuickFilter>
    </Toolbar>
  );
}
// preview-end

export default function QuickFilterKeyboardShortcut() {
  const [expanded, setExpanded] = React.useState(false);

  // preview-start
  // Key presses in the grid bubble up to this box.
  const handleKeyDown = (event: React.KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      setExpanded(true); // The quick filter focuses its field when it expands.
    }
  };
  // preview-end

  return (
    <Box sx={{ height: 380, width: '100%' }} onKeyDown={handleKeyDown}>
      <DataGrid
        rows={employees}
        columns={columns}
        slots={{ toolbar: RosterToolbar }}
        slotProps={{ toolbar: { searchExpanded: expanded, onSearchExpandedChange: setExpanded } }}
        showToolbar
      />
    </Box>
  );
}
