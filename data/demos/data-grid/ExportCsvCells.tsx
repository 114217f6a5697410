import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Response {
  id: number;
  store: string;
  phone: string;
  /** Share of satisfied customers, 0 to 1. */
  satisfaction: number;
  comment: string;
}

const rows: Response[] = [
  { id: 1, store: 'Lyon Part-Dieu', phone: '+33 4 72 00 18 40', satisfaction: 0.92, comment: 'Fast checkout' },
  { id: 2, store: 'Bristol Cabot', phone: '+44 117 496 0213', satisfaction: 0.74, comment: '=HYPERLINK("https://example.com","Claim your refund")' },
  { id: 3, store: 'Graz Annenstraße', phone: '+43 316 90 12 77', satisfaction: 0.61, comment: '-10% voucher, please' },
];

// preview-start
const columns: GridColDef<Response>[] = [
  { field: 'store', headerName: 'Store', width: 160 },
  { field: 'phone', headerName: 'Phone', width: 160 },
  {
    field: 'satisfaction',
    headerName: 'Satisfied',
    width: 140,
    // The cell shows a bar; the export writes the formatted text.
    valueFormatter: (value: number) => `${Math.round(value * 100)}%`,
    renderCell: ({ value }) => (
      <Box sx={{ width: '100%' }}>
        <LinearProgress variant="determinate" value={value * 100} aria-label="Satisfied customers" />
      </Box>
    ),
  },
  { field: 'comment', headerName: 'Comment', flex: 1, minWidth: 200 },
];
// preview-end

export default function ExportCsvCells() {
  const apiRef = useGridApiRef();
  const [escapeFormulas, setEscapeFormulas] = React.useState(true);
  const [csv, setCsv] = React.useState('');

  React.useEffect(() => {
    // preview-start
    setCsv(apiRef.current?.getDataAsCsv({ escapeFormulas }) ?? '');
    // preview-end
  }, [apiRef, escapeFormulas]);

  return (
    <Box sx={{ height: 340, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel control={<Switch checked={escapeFormulas} onChange={(event) => setEscapeFormulas(event.target.checked)} />} label="escapeFormulas" />
      </Box>
      <Box sx={{ height: 180 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} hideFooter disableColumnSorting />
      </Box>
      <Box
        component="pre"
        aria-label="The CSV export"
        tabIndex={0}
        sx={{ flex: 1, minHeight: 0, boxSizing: 'border-box', m: 0, mt: 1, p: 1, overflow: 'auto', fontSize: 12, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {csv}
      </Box>
    </Box>
  );
}
