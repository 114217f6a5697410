import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

export default function ComponentsHeaderProps() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2026-04-17')}
        sx={{ m: 0 }}
        slotProps={{
          calendarHeader: {
            format: 'MMM YYYY',
            sx: { bgcolor: 'action.hover', borderRadius: 2, mx: 1, pr: 1 },
          },
        }}
      />
    </LocalizationProvider>
  );
}
