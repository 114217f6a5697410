import * as React from 'react';
import { DataGrid, type GridColDef, type GridRowModel } from '@mui/x-data-grid';

interface Task {
  id: number;
  task: string;
  owner: string;
  hours: number;
  done: boolean;
}

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  {
    field: 'owner',
    headerName: 'Owner',
    width: 140,
    editable: true,
    type: 'singleSelect',
    valueOptions: ['Amara', 'Lucas', 'Mei', 'Jonas'],
  },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, editable: true },
  { field: 'done', headerName: 'Done', type: 'boolean', width: 90, editable: true },
];

const initialRows: Task[] = [
  { id: 1, task: 'Write the release notes', owner: 'Amara', hours: 3, done: false },
  { id: 2, task: 'Review the pull request', owner: 'Mei', hours: 1, done: true },
  { id: 3, task: 'Update the onboarding guide', owner: 'Lucas', hours: 5, done: false },
  { id: 4, task: 'Plan the next sprint', owner: 'Jonas', hours: 2, done: false },
];

export default function EditableGrid() {
  const [rows, setRows] = React.useState(initialRows);
  const totalHours = rows.reduce((sum, row) => sum + row.hours, 0);

  // Called when a row leaves edit mode: keep the saved values in state.
  const processRowUpdate = (updated: GridRowModel<Task>) => {
    const hours = Math.max(0, updated.hours);
    const saved = { ...updated, hours };
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };

  return (
    <div style={{ width: '100%' }}>
      <p style={{ margin: '0 0 8px', fontSize: 14 }}>
        Double-click a cell to edit it. Planned: {totalHours} hours.
      </p>
      {/* preview-start */}
      <div style={{ height: 320 }}>
        <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </div>
      {/* preview-end */}
    </div>
  );
}
