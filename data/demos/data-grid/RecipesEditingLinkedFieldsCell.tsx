import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Kind = 'Income' | 'Expense';

interface Entry {
  id: number;
  kind: Kind;
  account: string;
  amount: number;
}

const accountsByKind: Record<Kind, string[]> = {
  Income: ['Sales', 'Consulting', 'Interest'],
  Expense: ['Rent', 'Payroll', 'Travel', 'Software'],
};

const initialEntries: Entry[] = [
  { id: 1, kind: 'Income', account: 'Sales', amount: 18400 },
  { id: 2, kind: 'Expense', account: 'Rent', amount: 4200 },
  { id: 3, kind: 'Expense', account: 'Software', amount: 690 },
  { id: 4, kind: 'Income', account: 'Consulting', amount: 5600 },
  { id: 5, kind: 'Expense', account: 'Travel', amount: 1325 },
];

const columns: GridColDef<Entry>[] = [
  { field: 'kind', headerName: 'Kind', type: 'singleSelect', valueOptions: ['Income', 'Expense'], width: 130, editable: true },
  {
    field: 'account',
    headerName: 'Account',
    type: 'singleSelect',
    width: 160,
    editable: true,
    valueOptions: ({ row }) => (row ? accountsByKind[row.kind as Kind] : [...accountsByKind.Income, ...accountsByKind.Expense]),
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', flex: 1, minWidth: 110, editable: true },
];

export default function RecipesEditingLinkedFieldsCell() {
  const [rows, setRows] = React.useState(initialEntries);

  // preview-start
  // A saved kind is one cell of the row: fix the other cell in the row this returns.
  const processRowUpdate = (updated: Entry) => {
    const options = accountsByKind[updated.kind];
    const saved = options.includes(updated.account) ? updated : { ...updated, account: options[0] };
    setRows((previous) => previous.map((row) => (row.id === saved.id ? saved : row)));
    return saved;
  };
  // preview-end

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
    </Box>
  );
}
