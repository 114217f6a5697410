import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Contact {
  id: number;
  firstName: string;
  lastName: string;
  company: string;
}

const contacts: Contact[] = [
  { id: 1, firstName: 'Aiko', lastName: 'Tanaka', company: 'Kissaten Hoshi' },
  { id: 2, firstName: 'Brendan', lastName: 'Walsh', company: 'Blue Door Bakery' },
  { id: 3, firstName: 'Carmen', lastName: 'Ruiz', company: 'Tostadores del Sur' },
  { id: 4, firstName: 'Dieter', lastName: 'Krause', company: 'Gartenhaus Kaffee' },
  { id: 5, firstName: 'Élodie', lastName: 'Marchand', company: 'Café Lumière' },
];

// Upper-cases the first letter of each word, leaving the spaces as typed.
const capitalize = (text: string) => text.replace(/(^|\s)(\S)/g, (_match, space: string, letter: string) => space + letter.toUpperCase());

const columns: GridColDef<Contact>[] = [
  // preview-start
  {
    field: 'fullName',
    headerName: 'Full name (editable)',
    width: 200,
    editable: true,
    // The row has no `fullName`: the cell shows first and last name together…
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
    // …the editor's text is cleaned up as it is typed…
    valueParser: (value: string) => capitalize(value),
    // …and the saved text is split back into the two fields the row stores.
    valueSetter: (value: string, row) => {
      const [firstName = '', ...rest] = value.trim().split(/\s+/);
      return { ...row, firstName, lastName: rest.join(' ') };
    },
  },
  // preview-end
  { field: 'firstName', headerName: 'firstName (stored)', width: 160 },
  { field: 'lastName', headerName: 'lastName (stored)', width: 160 },
  { field: 'company', headerName: 'Company', flex: 1, minWidth: 160 },
];

export default function EditingValueParserSetter() {
  const [rows, setRows] = React.useState(contacts);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        processRowUpdate={(updated: Contact) => {
          setRows((previous) => previous.map((row) => (row.id === updated.id ? updated : row)));
          return updated;
        }}
        hideFooter
      />
    </Box>
  );
}
