import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Expense {
  id: number;
  date: Date;
  description: string;
  category: 'Travel' | 'Lodging' | 'Meals' | 'Other';
  amount: number;
  receipt: boolean;
}

const initialExpenses: Expense[] = [
  { id: 1, date: new Date(2025, 4, 12), description: 'Train Paris – Lyon', category: 'Travel', amount: 86.4, receipt: true },
  { id: 2, date: new Date(2025, 4, 12), description: 'Hotel, two nights', category: 'Lodging', amount: 238, receipt: true },
  { id: 3, date: new Date(2025, 4, 13), description: 'Client dinner', category: 'Meals', amount: 142.5, receipt: false },
  { id: 4, date: new Date(2025, 4, 14), description: 'Taxi to the airport', category: 'Travel', amount: 41, receipt: true },
  { id: 5, date: new Date(2025, 4, 14), description: 'Conference badge', category: 'Other', amount: 120, receipt: false },
];

const columns: GridColDef<Expense>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 130, editable: true },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 180, editable: true },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Travel', 'Lodging', 'Meals', 'Other'],
    width: 120,
    editable: true,
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 120, editable: true },
  { field: 'receipt', headerName: 'Receipt', type: 'boolean', width: 100, editable: true },
];

export default function EditingRowModeGrid() {
  const [rows, setRows] = React.useState(initialExpenses);
  const [lastSaved, setLastSaved] = React.useState<string>('nothing yet');

  // preview-start
  // In row mode, this runs once per row, with every field of the row updated together.
  const processRowUpdate = (updated: Expense, original: Expense) => {
    const changed = (Object.keys(updated) as (keyof Expense)[]).filter(
      (key) => String(updated[key]) !== String(original[key]),
    );
    setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
    setLastSaved(`row ${updated.id}, ${changed.length ? changed.join(', ') : 'no field'} changed`);
    return updated;
  };
  // preview-end

  return (
    <Box sx={{ height: 360, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {/* preview-start */}
        <DataGrid rows={rows} columns={columns} editMode="row" processRowUpdate={processRowUpdate} hideFooter />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" color="text.secondary" noWrap>
        Last saved: {lastSaved}. Total: {rows.reduce((sum, row) => sum + row.amount, 0).toFixed(2)} €
      </Typography>
    </Box>
  );
}
