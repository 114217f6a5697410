import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridCellModes,
  type GridCellModesModel,
  type GridCellParams,
  type GridColDef,
} from '@mui/x-data-grid';

interface Timesheet {
  id: string;
  day: string;
  project: string;
  hours: number;
  billable: boolean;
}

const entries: Timesheet[] = [
  { id: 'mon', day: 'Monday 2 June', project: 'Checkout redesign', hours: 7.5, billable: true },
  { id: 'tue', day: 'Tuesday 3 June', project: 'Checkout redesign', hours: 8, billable: true },
  { id: 'wed', day: 'Wednesday 4 June', project: 'Team workshop', hours: 4, billable: false },
  { id: 'thu', day: 'Thursday 5 June', project: 'Inventory sync', hours: 6, billable: true },
  { id: 'fri', day: 'Friday 6 June', project: 'Inventory sync', hours: 5.5, billable: true },
];

const columns: GridColDef<Timesheet>[] = [
  { field: 'day', headerName: 'Day', width: 170 },
  { field: 'project', headerName: 'Project', flex: 1, minWidth: 180, editable: true },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90, editable: true },
  { field: 'billable', headerName: 'Billable', type: 'boolean', width: 100, editable: true },
];

export default function SingleClickEditingGrid() {
  // preview-start
  const [cellModesModel, setCellModesModel] = React.useState<GridCellModesModel>({});

  const handleCellClick = React.useCallback((params: GridCellParams, event: React.MouseEvent) => {
    if (!params.isEditable) return;
    // A click inside an open editor (a select's options are in a portal) is not a new click.
    if (!event.currentTarget.contains(event.target as Element)) return;

    setCellModesModel((previous) => {
      // Every open cell goes back to view mode (and is saved), the clicked one opens.
      const closed: GridCellModesModel = {};
      Object.entries(previous).forEach(([id, fields]) => {
        closed[id] = {};
        Object.keys(fields).forEach((field) => {
          closed[id][field] = { mode: GridCellModes.View };
        });
      });
      return {
        ...closed,
        [params.id]: { ...closed[params.id], [params.field]: { mode: GridCellModes.Edit } },
      };
    });
  }, []);
  // preview-end

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <DataGrid
        rows={entries}
        columns={columns}
        cellModesModel={cellModesModel}
        onCellModesModelChange={setCellModesModel}
        onCellClick={handleCellClick}
        hideFooter
      />
    </Box>
  );
}
