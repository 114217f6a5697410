import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

const day = dayjs('2026-04-17');

export default function ValidationTimes() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <TimePicker
          label="Delivery (08:00 to 18:00)"
          defaultValue={day.hour(19)}
          minTime={day.hour(8)}
          maxTime={day.hour(18)}
          ampm={false}
        />
        <DateTimePicker
          label="Handover (from Fri 14:00)"
          defaultValue={day.hour(11)}
          minDateTime={day.hour(14)}
          ampm={false}
        />
        <DatePicker
          label="Quarter start"
          defaultValue={dayjs('2026-02-01')}
          views={['year', 'month']}
          shouldDisableMonth={(month) => month.month() % 3 !== 0}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
