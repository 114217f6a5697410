import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/fa';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/material/Box';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

// Mirrors left and right in the styles of everything below it.
const rtlCache = createCache({ key: 'locale-rtl', stylisPlugins: [prefixer, rtlPlugin] });
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
const persianTexts = faIR.components.MuiLocalizationProvider.defaultProps.localeText;

export default function LocaleRtlPersian() {
  return (
    // preview-start
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fa" localeText={persianTexts}>
          <Box dir="rtl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <DateTimePicker label="زمان جلسه" defaultValue={dayjs('2026-04-17T10:30')} />
            <DateCalendar defaultValue={dayjs('2026-04-17')} sx={{ m: 0 }} />
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
    // preview-end
  );
}
