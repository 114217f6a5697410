import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';

const locales = ['en', 'en-gb', 'de'];

export default function TimeFieldLocales() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-17T19:40'));

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* preview-start */}
      {locales.map((locale) => (
        <LocalizationProvider key={locale} dateAdapter={AdapterDayjs} adapterLocale={locale}>
          <TimeField label={`Locale ${locale}`} value={value} onChange={setValue} />
        </LocalizationProvider>
      ))}
      {/* preview-end */}
    </Box>
  );
}
