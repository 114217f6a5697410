import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DigitalClock } from '@mui/x-date-pickers/DigitalClock';
import { isOfficeHoliday, isWeekend } from './data/calendar';

export default function ValidationViewFeedback() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
        {/* preview-start */}
        {/* Weekends and office holidays cannot be chosen. */}
        <DateCalendar
          defaultValue={dayjs('2026-05-12')}
          shouldDisableDate={(day) => isWeekend(day) || isOfficeHoliday(day)}
          sx={{ m: 0 }}
        />
        {/* Office hours only, with a lunch break. */}
        <DigitalClock
          defaultValue={dayjs('2026-05-12T09:30')}
          minTime={dayjs('2026-05-12T08:30')}
          maxTime={dayjs('2026-05-12T17:00')}
          shouldDisableTime={(value) => value.hour() === 12}
          ampm={false}
          sx={{ width: 120, height: 300, border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
