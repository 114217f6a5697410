import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { heIL } from '@mui/x-date-pickers/locales';
import Box from '@mui/material/Box';

// An Emotion cache that mirrors left and right in every style below it.
const rtlCache = createCache({ key: 'demo-rtl', stylisPlugins: [prefixer, rtlPlugin] });

// Keep the page's theme (light or dark) and switch the direction only.
const rtlTheme = (outer: Theme): Theme => ({ ...outer, direction: 'rtl' });
const hebrewTexts = heIL.components.MuiLocalizationProvider.defaultProps.localeText;

export default function RtlHebrewCalendar() {
  return (
    // preview-start
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he" localeText={hebrewTexts}>
          <Box dir="rtl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <DatePicker label="תאריך" defaultValue={dayjs('2026-04-17')} />
            <DateCalendar defaultValue={dayjs('2026-04-17')} sx={{ m: 0 }} />
          </Box>
        </LocalizationProvider>
      </ThemeProvider>
    </CacheProvider>
    // preview-end
  );
}
