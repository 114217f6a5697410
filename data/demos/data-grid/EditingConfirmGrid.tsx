import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { employees, type Employee } from './data/employees';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 170 },
  { field: 'role', headerName: 'Role', width: 180, editable: true },
  {
    field: 'salary',
    headerName: 'Salary',
    type: 'number',
    width: 130,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
  },
];

interface Pending {
  newRow: Employee;
  oldRow: Employee;
  resolve: (row: Employee) => void;
}

export default function EditingConfirmGrid() {
  const [rows, setRows] = React.useState<Employee[]>(() => employees.slice(0, 8));
  // preview-start
  const [pending, setPending] = React.useState<Pending | null>(null);

  // The promise stays pending until the reader answers the dialog.
  const processRowUpdate = (newRow: Employee, oldRow: Employee) =>
    new Promise<Employee>((resolve) => {
      if (newRow.role === oldRow.role && newRow.salary === oldRow.salary) {
        resolve(oldRow); // Nothing changed: no question.
        return;
      }
      setPending({ newRow, oldRow, resolve });
    });

  const confirm = () => {
    if (!pending) return;
    setRows((previous) => previous.map((row) => (row.id === pending.newRow.id ? pending.newRow : row)));
    pending.resolve(pending.newRow);
    setPending(null);
  };

  const cancel = () => {
    pending?.resolve(pending.oldRow); // Resolving with the old row reverts the edit.
    setPending(null);
  };
  // preview-end

  const describe = (p: Pending) =>
    p.newRow.salary !== p.oldRow.salary
      ? `Change the salary of ${p.newRow.name} from ${usd.format(p.oldRow.salary)} to ${usd.format(p.newRow.salary)}?`
      : `Change the role of ${p.newRow.name} from “${p.oldRow.role}” to “${p.newRow.role}”?`;

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      <Dialog open={pending !== null} onClose={cancel} aria-labelledby="confirm-edit-title">
        <DialogTitle id="confirm-edit-title">Save this change?</DialogTitle>
        <DialogContent>
          <DialogContentText>{pending ? describe(pending) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={cancel}>Keep the old value</Button>
          <Button onClick={confirm} variant="contained">
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
