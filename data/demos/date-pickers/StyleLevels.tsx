import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

// preview-start
// Level 2: the theme, for every calendar below this provider. The function form extends the
// page's theme (light or dark) instead of replacing it.
const withRoundDays = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiPickersDay: {
      styleOverrides: { root: { fontWeight: 600, borderRadius: 8 } },
    },
  },
});
// preview-end

export default function StyleLevels() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <ThemeProvider theme={withRoundDays}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <div>
            <Typography variant="overline">Theme only</Typography>
            <DateCalendar defaultValue={dayjs('2026-04-17')} sx={{ m: 0 }} />
          </div>
          <div>
            <Typography variant="overline">Theme and sx</Typography>
            {/* Level 1: sx, for this calendar only. */}
            <DateCalendar
              defaultValue={dayjs('2026-04-17')}
              sx={{
                m: 0,
                [`& .${dayCalendarClasses.weekDayLabel}`]: { color: 'secondary.main' },
                [`& .${pickersDayClasses.root}.${pickersDayClasses.selected}`]: {
                  bgcolor: 'secondary.main',
                },
              }}
            />
          </div>
        </Box>
      </ThemeProvider>
    </LocalizationProvider>
  );
}
