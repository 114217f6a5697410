import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Certification {
  id: number;
  person: string;
  team: string;
  certificate: string;
  expires: string;
}

// Each person holds one or more certificates; rows are sorted by person.
const certifications: Certification[] = [
  { id: 1, person: 'Amara Okafor', team: 'Platform', certificate: 'Kubernetes administrator', expires: '2026-03' },
  { id: 2, person: 'Amara Okafor', team: 'Platform', certificate: 'Cloud security', expires: '2025-11' },
  { id: 3, person: 'Lukas Novak', team: 'Platform', certificate: 'Kubernetes administrator', expires: '2026-08' },
  { id: 4, person: 'Mei Tanaka', team: 'Search', certificate: 'Data engineering', expires: '2027-01' },
  { id: 5, person: 'Mei Tanaka', team: 'Search', certificate: 'Cloud architect', expires: '2026-05' },
  { id: 6, person: 'Farid Haddad', team: 'Search', certificate: 'Cloud architect', expires: '2025-12' },
  { id: 7, person: 'Inês Carvalho', team: 'Checkout', certificate: 'Accessibility specialist', expires: '2026-10' },
];

export default function RowSpanningCustomValue() {
  const [perPerson, setPerPerson] = React.useState(true);

  const columns = React.useMemo<GridColDef<Certification>[]>(
    () => [
      { field: 'person', headerName: 'Person', width: 150 },
      {
        field: 'team',
        headerName: 'Team',
        width: 120,
        // preview-start
        // Compare "person + team": a team cell spans the rows of one person, never two people.
        rowSpanValueGetter: perPerson ? (value, row) => `${row.person}/${value}` : undefined,
        // preview-end
      },
      {
        field: 'certificate',
        headerName: 'Certificate',
        flex: 1,
        minWidth: 200,
        // Two people with the same certificate are two facts: never merge.
        rowSpanValueGetter: perPerson ? () => null : undefined,
      },
      { field: 'expires', headerName: 'Expires', width: 100 },
    ],
    [perPerson],
  );

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={perPerson} onChange={(event) => setPerPerson(event.target.checked)} />}
        label="rowSpanValueGetter"
        sx={{ mb: 1 }}
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={certifications} columns={columns} rowSpanning showCellVerticalBorder disableRowSelectionOnClick hideFooter />
      </Box>
    </Box>
  );
}
