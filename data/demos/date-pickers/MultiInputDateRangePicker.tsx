import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import { MultiInputDateRangeField } from '@mui/x-date-pickers-pro/MultiInputDateRangeField';
import { isFullyBooked } from './data/calendar';

export default function MultiInputDateRangePicker() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {/* preview-start */}
        <DateRangePicker
          slots={{ field: MultiInputDateRangeField }}
          localeText={{ start: 'Check-in', end: 'Check-out' }}
          defaultValue={[dayjs('2026-04-27'), dayjs('2026-05-01')]}
          shouldDisableDate={isFullyBooked}
        />
        <DateRangePicker
          label="Single month"
          calendars={1}
          defaultValue={[dayjs('2026-04-13'), dayjs('2026-04-17')]}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
