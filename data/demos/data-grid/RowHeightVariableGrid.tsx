import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowHeightParams,
  type GridRowSpacingParams,
} from '@mui/x-data-grid';

interface Release {
  id: string;
  version: string;
  date: string;
  major: boolean;
  summary: string;
}

// The release history of a fictional point-of-sale app.
const releases: Release[] = [
  { id: 'r30', version: '3.0.0', date: '3 March 2025', major: true, summary: 'Offline mode, a new receipt designer and support for card terminals over Bluetooth.' },
  { id: 'r31', version: '3.1.0', date: '24 March 2025', major: false, summary: 'Split bills between several cards.' },
  { id: 'r32', version: '3.2.0', date: '14 April 2025', major: false, summary: 'Tips suggested as percentages.' },
  { id: 'r321', version: '3.2.1', date: '17 April 2025', major: false, summary: 'Fixes rounding of Swiss franc totals.' },
  { id: 'r33', version: '3.3.0', date: '12 May 2025', major: false, summary: 'Daily sales report by email.' },
  { id: 'r34', version: '3.4.0', date: '2 June 2025', major: false, summary: 'Stock alerts on the home screen.' },
];

const columns: GridColDef<Release>[] = [
  {
    field: 'version',
    headerName: 'Version',
    width: 110,
    renderCell: ({ row }) => (row.major ? <Typography variant="h6" component="span">{row.version}</Typography> : row.version),
  },
  { field: 'date', headerName: 'Date', width: 140 },
  { field: 'summary', headerName: 'Summary', flex: 1, minWidth: 220 },
];

// preview-start
// Major releases get a taller row; others keep the default (null).
const getRowHeight = ({ model, densityFactor }: GridRowHeightParams) => (model.major ? 80 * densityFactor : null);

// Space between rows, but none above the first or below the last.
const getRowSpacing = ({ isFirstVisible, isLastVisible }: GridRowSpacingParams) => ({
  top: isFirstVisible ? 0 : 4,
  bottom: isLastVisible ? 0 : 4,
});
// preview-end

export default function RowHeightVariableGrid() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        rows={releases}
        columns={columns}
        getRowHeight={getRowHeight}
        getRowSpacing={getRowSpacing}
        hideFooter
        sx={{ '& .MuiDataGrid-row': { backgroundColor: 'background.paper' }, backgroundColor: 'action.hover' }}
      />
    </Box>
  );
}
