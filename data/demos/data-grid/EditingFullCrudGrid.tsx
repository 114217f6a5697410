import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridRowEditStopReasons,
  GridRowModes,
  type GridColDef,
  type GridEventListener,
  type GridRowId,
  type GridRowModesModel,
} from '@mui/x-data-grid';
import { departments, employees, type Department } from './data/employees';

interface Member {
  id: number;
  name: string;
  department: Department;
  startDate: Date;
  salary: number;
  isNew?: boolean;
}

const initialRows: Member[] = employees
  .slice(0, 8)
  .map(({ id, name, department, startDate, salary }) => ({ id, name, department, startDate, salary }));

export default function EditingFullCrudGrid() {
  const [rows, setRows] = React.useState<Member[]>(initialRows);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});
  const nextId = React.useRef(1000);

  // preview-start
  const handleAdd = () => {
    const id = nextId.current++;
    setRows((previous) => [
      { id, name: '', department: 'Engineering', startDate: new Date(Date.UTC(2025, 5, 2, 12)), salary: 60000, isNew: true },
      ...previous,
    ]);
    setRowModesModel((previous) => ({ ...previous, [id]: { mode: GridRowModes.Edit, fieldToFocus: 'name' } }));
  };

  const setMode = (id: GridRowId, mode: GridRowModes, ignoreModifications = false) =>
    setRowModesModel((previous) => ({ ...previous, [id]: { mode, ignoreModifications } }));

  const handleCancel = (id: GridRowId) => {
    setMode(id, GridRowModes.View, true);
    // A new row that is cancelled disappears.
    setRows((previous) => previous.filter((row) => !(row.id === id && row.isNew)));
  };

  // Leaving the row (focus out) does not save it: only the Save button and Enter do.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: Member) => {
    const saved = { ...newRow, isNew: false };
    setRows((previous) => previous.map((row) => (row.id === newRow.id ? saved : row)));
    return saved;
  };
  // preview-end

  const columns: GridColDef<Member>[] = [
    { field: 'name', headerName: 'Name', flex: 1, minWidth: 180, editable: true },
    {
      field: 'department',
      headerName: 'Department',
      type: 'singleSelect',
      valueOptions: departments,
      width: 140,
      editable: true,
    },
    { field: 'startDate', headerName: 'Start date', type: 'date', width: 130, editable: true },
    { field: 'salary', headerName: 'Salary (USD)', type: 'number', width: 130, editable: true },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem key="save" icon={<SaveIcon />} label="Save" onClick={() => setMode(id, GridRowModes.View)} />,
            <GridActionsCellItem key="cancel" icon={<CloseIcon />} label="Cancel" onClick={() => handleCancel(id)} />,
          ];
        }
        return [
          <GridActionsCellItem key="edit" icon={<EditIcon />} label="Edit" onClick={() => setMode(id, GridRowModes.Edit)} />,
          <GridActionsCellItem
            key="delete"
            icon={<DeleteIcon />}
            label="Delete"
            onClick={() => setRows((previous) => previous.filter((row) => row.id !== id))}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ width: '100%' }}>
      <Button size="small" startIcon={<AddIcon />} onClick={handleAdd} sx={{ mb: 1 }}>
        Add a team member
      </Button>
      <Box sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          editMode="row"
          rowModesModel={rowModesModel}
          onRowModesModelChange={setRowModesModel}
          onRowEditStop={handleRowEditStop}
          processRowUpdate={processRowUpdate}
          hideFooter
        />
      </Box>
    </Box>
  );
}
