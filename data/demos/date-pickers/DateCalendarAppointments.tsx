import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { isOfficeHoliday, isWeekend, referenceDay } from './data/calendar';

const closed = (date: Dayjs) => isWeekend(date) || isOfficeHoliday(date);

export default function DateCalendarAppointments() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-04-20'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar
          value={value}
          onChange={setValue}
          minDate={referenceDay}
          maxDate={dayjs('2026-06-30')}
          shouldDisableDate={closed}
          views={['month', 'day']}
          sx={{ m: 0 }}
        />
        {/* preview-end */}
        <Typography variant="body2" sx={{ flex: '1 1 180px', pt: 2 }}>
          {value ? `Appointment on ${value.format('dddd D MMMM')}` : 'Choose a weekday'}.
          Weekends and office holidays are closed; bookings open until the end of June.
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
