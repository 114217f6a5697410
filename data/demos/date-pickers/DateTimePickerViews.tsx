import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

export default function DateTimePickerViews() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimePicker
          label="Hourly court booking"
          views={['day', 'hours']}
          format="DD/MM/YYYY HH:00"
          ampm={false}
          defaultValue={dayjs('2026-04-18T17:00')}
        />
        <DateTimePicker
          label="Flight departure"
          openTo="hours"
          ampm={false}
          defaultValue={dayjs('2026-05-02T06:40')}
        />
        <DateTimePicker
          label="Race start (with seconds)"
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          ampm={false}
          defaultValue={dayjs('2026-06-14T09:00:30')}
        />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
