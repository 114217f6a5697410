import * as React from 'react';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useParsedFormat } from '@mui/x-date-pickers/hooks';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

const rows = [
  { adapterLocale: 'en', texts: enUS, name: 'English (US)' },
  { adapterLocale: 'en-gb', texts: enUS, name: 'English (UK)' },
  { adapterLocale: 'fr', texts: frFR, name: 'French' },
  { adapterLocale: 'de', texts: deDE, name: 'German' },
];

// preview-start
function Placeholders() {
  // Outside a picker, pass the format; inside one, useParsedFormat() reads the picker's.
  const date = useParsedFormat({ format: 'L' });
  const dateTime = useParsedFormat({ format: 'L LT' });
  return (
    <React.Fragment>
      <TableCell sx={{ fontFamily: 'monospace' }}>{date}</TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{dateTime}</TableCell>
    </React.Fragment>
  );
}
// preview-end

export default function CustomFieldParsedFormat() {
  return (
    <Table size="small" sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell>Locale</TableCell>
          <TableCell>format "L"</TableCell>
          <TableCell>format "L LT"</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.adapterLocale}>
            <TableCell>{row.name}</TableCell>
            {/* preview-start */}
            <LocalizationProvider
              dateAdapter={AdapterDayjs}
              adapterLocale={row.adapterLocale}
              localeText={row.texts.components.MuiLocalizationProvider.defaultProps.localeText}
            >
              <Placeholders />
            </LocalizationProvider>
            {/* preview-end */}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
