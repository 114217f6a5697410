import * as React from 'react';
import dayjs from 'dayjs';
import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { DateField } from '@mui/x-date-pickers/DateField';

const departure = dayjs('2026-04-17T21:05');

export default function LocaleFieldFormat() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="Long date"
          defaultValue={departure}
          format="dddd D MMMM YYYY"
          sx={{ width: 300 }}
        />
        <DateTimePicker
          label="Timetable"
          defaultValue={departure}
          format="ddd DD/MM HH:mm"
          sx={{ width: 260 }}
        />
        <DateField label="Card expiry" defaultValue={departure} format="MM/YY" sx={{ width: 140 }} />
        <DateField label="ISO date" defaultValue={departure} format="YYYY-MM-DD" sx={{ width: 160 }} />
        {/* preview-end */}
      </Box>
    </LocalizationProvider>
  );
}
