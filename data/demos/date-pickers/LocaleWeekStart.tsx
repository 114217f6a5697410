import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

// preview-start
// A copy of the English locale whose weeks start on Monday, registered under its own name.
// The third argument (true) registers it without making it dayjs's global locale.
dayjs.locale({ ...dayjs.Ls.en, name: 'en-monday', weekStart: 1 }, undefined, true);
// preview-end

export default function LocaleWeekStart() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
      {/* preview-start */}
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-monday">
        <DateCalendar defaultValue={dayjs('2026-04-17')} displayWeekNumber sx={{ m: 0 }} />
      </LocalizationProvider>
      {/* preview-end */}
      <Typography variant="body2" sx={{ flex: '1 1 200px' }}>
        American English texts and formats, European weeks. The week numbers follow the same setting.
      </Typography>
    </Box>
  );
}
