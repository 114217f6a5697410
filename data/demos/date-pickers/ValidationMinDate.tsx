import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

// The project was created on 13 March 2025: nothing can be logged before.
const projectStart = dayjs('2025-03-13');

export default function ValidationMinDate() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        <DateCalendar defaultValue={dayjs('2025-03-20')} minDate={projectStart} sx={{ m: 0 }} />
        <DatePicker
          label="Logged on"
          defaultValue={dayjs('2025-03-20')}
          minDate={projectStart}
          views={['year', 'month', 'day']}
          openTo="month"
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
