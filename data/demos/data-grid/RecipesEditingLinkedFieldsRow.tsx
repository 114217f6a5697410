import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridEditSingleSelectCell,
  useGridApiContext,
  type GridColDef,
  type GridEditSingleSelectCellProps,
} from '@mui/x-data-grid';

type Kind = 'Income' | 'Expense';

interface Entry {
  id: number;
  date: Date;
  kind: Kind;
  account: string;
  amount: number;
}

const accountsByKind: Record<Kind, string[]> = {
  Income: ['Sales', 'Consulting', 'Interest'],
  Expense: ['Rent', 'Payroll', 'Travel', 'Software'],
};

const entries: Entry[] = [
  { id: 1, date: new Date(2025, 5, 2), kind: 'Income', account: 'Sales', amount: 18400 },
  { id: 2, date: new Date(2025, 5, 3), kind: 'Expense', account: 'Rent', amount: 4200 },
  { id: 3, date: new Date(2025, 5, 5), kind: 'Expense', account: 'Software', amount: 690 },
  { id: 4, date: new Date(2025, 5, 9), kind: 'Income', account: 'Consulting', amount: 5600 },
  { id: 5, date: new Date(2025, 5, 12), kind: 'Expense', account: 'Travel', amount: 1325 },
];

// preview-start
/** The built-in select, which also empties the account when the kind changes. */
function KindEditCell(props: GridEditSingleSelectCellProps) {
  const apiRef = useGridApiContext();

  const handleValueChange = async () => {
    // Wait for it: the account select must not render a value its new options lack.
    await apiRef.current.setEditCellValue({ id: props.id, field: 'account', value: '' });
  };

  return <GridEditSingleSelectCell onValueChange={handleValueChange} {...props} />;
}

const columns: GridColDef<Entry>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'kind',
    headerName: 'Kind',
    type: 'singleSelect',
    valueOptions: ['Income', 'Expense'],
    width: 120,
    editable: true,
    renderEditCell: (params) => <KindEditCell {...params} />,
  },
  {
    field: 'account',
    headerName: 'Account',
    type: 'singleSelect',
    width: 150,
    editable: true,
    // In edit mode `row` holds the values being edited, so the options follow the kind.
    valueOptions: ({ row }) => (row ? accountsByKind[row.kind as Kind] : [...accountsByKind.Income, ...accountsByKind.Expense]),
    // The row cannot be saved until an account of the new kind is chosen.
    preProcessEditCellProps: ({ props }) => ({ ...props, error: !props.value }),
  },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', flex: 1, minWidth: 110, editable: true },
];
// preview-end

export default function RecipesEditingLinkedFieldsRow() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={entries} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
