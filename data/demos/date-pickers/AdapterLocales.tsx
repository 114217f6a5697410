import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/de';
import 'dayjs/locale/ja';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const adapterLocales = ['en', 'en-gb', 'fr', 'de', 'ja'] as const;

export default function AdapterLocales() {
  const [locale, setLocale] = React.useState<(typeof adapterLocales)[number]>('en-gb');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={locale}
        onChange={(_event, next: typeof locale | null) => next && setLocale(next)}
        aria-label="Date locale"
      >
        {adapterLocales.map((code) => (
          <ToggleButton key={code} value={code}>
            {code}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* preview-start */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, flex: '1 1 220px' }}>
            <DateField label="Locale format" defaultValue={dayjs('2026-04-17')} />
            <DateField label="Empty field placeholder" />
          </Box>
          <DateCalendar defaultValue={dayjs('2026-04-17')} sx={{ m: 0 }} />
        </Box>
      </LocalizationProvider>
      {/* preview-end */}
    </Box>
  );
}
