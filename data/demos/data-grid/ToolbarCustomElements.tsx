import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import ViewColumnOutlinedIcon from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  ExportCsv,
  FilterPanelTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', width: 190 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'office', headerName: 'Office', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 110 },
];

// The same parts, other elements: text buttons in a tinted bar.
function TextButtonsToolbar() {
  return (
    <Toolbar
      render={
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, minHeight: 52, boxSizing: 'border-box', bgcolor: 'action.hover', borderBottom: 1, borderColor: 'divider' }}
        />
      }
    >
      {/* preview-start */}
      <ColumnsPanelTrigger
        render={(props) => (
          <ToolbarButton {...props} render={<Button size="small" startIcon={<ViewColumnOutlinedIcon />} />}>
            Columns
          </ToolbarButton>
        )}
      />
      <FilterPanelTrigger
        render={(props, state) => (
          <ToolbarButton {...props} render={<Button size="small" startIcon={<FilterListIcon />} />}>
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </ToolbarButton>
        )}
      />
      <ExportCsv
        options={{ fileName: 'roster' }}
        render={<ToolbarButton render={<Button size="small" startIcon={<FileDownloadOutlinedIcon />} />} />}
      >
        Download CSV
      </ExportCsv>
      {/* preview-end */}
    </Toolbar>
  );
}

export default function ToolbarCustomElements() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={employees} columns={columns} slots={{ toolbar: TextButtonsToolbar }} showToolbar />
    </Box>
  );
}
