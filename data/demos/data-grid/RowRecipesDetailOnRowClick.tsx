import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_FIELD,
  useGridApiRef,
  type GridColDef,
  type GridEventListener,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { employees, type Employee } from './data/employees';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'office', headerName: 'Office', width: 110 },
];

const getDetailPanelContent = ({ row }: GridRowParams<Employee>) => (
  <Box sx={{ px: 7, py: 1.5 }}>
    <Typography variant="body2">
      {row.email} · {row.contract}, since {row.startDate.getFullYear()} · reports to {row.manager ?? 'nobody'}
    </Typography>
  </Box>
);
const getDetailPanelHeight = () => 48;

export default function RowRecipesDetailOnRowClick() {
  const apiRef = useGridApiRef();

  // preview-start
  // A click anywhere in the row toggles its panel. The toggle cell already does it on its own,
  // so a click there is left to the grid, or the panel would open and close at once.
  const handleCellClick: GridEventListener<'cellClick'> = ({ id, field }) => {
    if (field !== GRID_DETAIL_PANEL_TOGGLE_FIELD) {
      apiRef.current?.toggleDetailPanel(id);
    }
  };
  // preview-end

  return (
    <Box sx={{ height: 420, width: '100%', '& .MuiDataGrid-row': { cursor: 'pointer' } }}>
      {/* preview-start */}
      <DataGridPro
        apiRef={apiRef}
        rows={employees}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        onCellClick={handleCellClick}
        disableRowSelectionOnClick
        hideFooter
      />
      {/* preview-end */}
    </Box>
  );
}
