import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridPreProcessEditCellProps } from '@mui/x-data-grid';

type Method = 'Card' | 'Bank transfer' | 'Cash';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  paid: boolean;
  method: Method | '';
  paidOn: Date | null;
}

const invoices: Invoice[] = [
  { id: 'INV-2041', customer: 'Café Lumière', amount: 1280, paid: true, method: 'Card', paidOn: new Date(2025, 4, 2) },
  { id: 'INV-2042', customer: 'Nordic Brew Co.', amount: 640, paid: false, method: '', paidOn: null },
  { id: 'INV-2043', customer: 'Espresso Vivo', amount: 2150, paid: true, method: 'Bank transfer', paidOn: new Date(2025, 4, 9) },
  { id: 'INV-2044', customer: 'Harbour Coffee', amount: 390, paid: false, method: '', paidOn: null },
  { id: 'INV-2045', customer: 'Kissaten Hoshi', amount: 905, paid: false, method: '', paidOn: null },
];

// preview-start
// Runs for every editable cell of the row whenever any of them changes (row mode).
const requiredWhenPaid = ({ props, otherFieldsProps }: GridPreProcessEditCellProps) => {
  const paid = Boolean(otherFieldsProps?.paid.value);
  return { ...props, error: paid && !props.value };
};

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'amount', headerName: 'Amount (€)', type: 'number', width: 110 },
  { field: 'paid', headerName: 'Paid?', type: 'boolean', width: 80, editable: true },
  {
    field: 'method',
    headerName: 'Payment method',
    type: 'singleSelect',
    valueOptions: [{ value: '', label: '—' }, 'Card', 'Bank transfer', 'Cash'],
    width: 150,
    editable: true,
    preProcessEditCellProps: requiredWhenPaid,
  },
  {
    field: 'paidOn',
    headerName: 'Paid on',
    type: 'date',
    width: 140,
    editable: true,
    preProcessEditCellProps: requiredWhenPaid,
  },
];
// preview-end

export default function RecipesEditingConditionalValidation() {
  return (
    <Box
      sx={(theme) => ({
        height: 320,
        width: '100%',
        '& .MuiDataGrid-cell--editing:has(.Mui-error)': {
          backgroundColor: 'rgb(253, 236, 234)',
          ...theme.applyStyles('dark', { backgroundColor: 'rgba(244, 67, 54, 0.25)' }),
        },
      })}
    >
      <DataGrid rows={invoices} columns={columns} editMode="row" hideFooter />
    </Box>
  );
}
