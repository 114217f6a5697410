import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';

export default function DatePickerYearsOrder() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="First registration of the car"
        views={['year', 'month']}
        openTo="year"
        format="MM/YYYY"
        yearsOrder="desc"
        yearsPerRow={3}
        minDate={dayjs('1990-01-01')}
        maxDate={dayjs('2026-04-30')}
        sx={{ minWidth: 280 }}
      />
    </LocalizationProvider>
  );
}
