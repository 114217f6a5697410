import * as React from 'react';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function DateCalendarWeekNumbers() {
  return (
    // 'en-gb' starts weeks on Monday and numbers them as ISO 8601 does.
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale="en-gb"
      localeText={{
        calendarWeekNumberHeaderText: 'Wk',
        calendarWeekNumberText: (weekNumber) => `W${weekNumber}`,
      }}
    >
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        displayWeekNumber
        sx={{ m: 0, '& .MuiDayCalendar-weekNumber': { color: 'text.secondary' } }}
      />
    </LocalizationProvider>
  );
}
