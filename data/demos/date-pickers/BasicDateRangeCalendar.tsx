import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangeCalendar } from '@mui/x-date-pickers-pro/DateRangeCalendar';
import type { DateRange } from '@mui/x-date-pickers-pro/models';
import { isFullyBooked } from './data/calendar';

export default function BasicDateRangeCalendar() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-19'),
    dayjs('2026-04-23'),
  ]);
  const [start, end] = value;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateRangeCalendar
        value={value}
        onChange={setValue}
        minDate={dayjs('2026-04-17')}
        shouldDisableDate={isFullyBooked}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {start && end
          ? `${end.diff(start, 'day')} nights, ${start.format('D MMM')} to ${end.format('D MMM')}`
          : 'Choose your check-out day'}
      </Typography>
    </LocalizationProvider>
  );
}
