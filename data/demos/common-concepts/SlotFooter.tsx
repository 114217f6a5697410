import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GridFooterContainer,
  gridFilteredSortedRowEntriesSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Invoice {
  id: number;
  client: string;
  amount: number;
}

const invoices: Invoice[] = [
  { id: 1042, client: 'Alder & Finch Bakery', amount: 1280 },
  { id: 1077, client: 'Harbor Logistics', amount: 4315.5 },
  { id: 1103, client: 'Northwind Clinic', amount: 960 },
  { id: 1118, client: 'Quarry Street Books', amount: 2140.25 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 100 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 130, valueFormatter: (value: number) => currency.format(value) },
];

// preview-start
// Replaces the grid's footer. It reads the rows left after filtering from the grid's state,
// so the total follows the quick filter and the column filters.
function TotalFooter() {
  const apiRef = useGridApiContext();
  const rows = useGridSelector(apiRef, gridFilteredSortedRowEntriesSelector);
  const total = rows.reduce((sum, row) => sum + (row.model as Invoice).amount, 0);
  return (
    <GridFooterContainer sx={{ px: 2, justifyContent: 'flex-end', fontWeight: 600 }}>
      {rows.length} invoices · {currency.format(total)}
    </GridFooterContainer>
  );
}

export default function SlotFooter() {
  return (
    <Box sx={{ height: 320 }}>
      <DataGrid rows={invoices} columns={columns} slots={{ footer: TotalFooter }} />
    </Box>
  );
}
// preview-end
