import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateRangePicker } from '@mui/x-date-pickers-pro/DateRangePicker';
import type { DateRange, DateRangeValidationError } from '@mui/x-date-pickers-pro/models';

// preview-start
// Arrivals are possible on Fridays and Saturdays only; departures on any day.
const shouldDisableDate = (day: Dayjs, position: 'start' | 'end') =>
  position === 'start' && day.day() !== 5 && day.day() !== 6;
// preview-end

export default function RangeValidation() {
  const [value, setValue] = React.useState<DateRange<Dayjs>>([
    dayjs('2026-04-17'),
    dayjs('2026-04-20'),
  ]);
  const [error, setError] = React.useState<DateRangeValidationError>([null, null]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateRangePicker
        label="Weekend break"
        value={value}
        onChange={setValue}
        onError={setError}
        shouldDisableDate={shouldDisableDate}
        minDate={dayjs('2026-04-17')}
        maxDate={dayjs('2026-12-31')}
      />
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Errors: start {error[0] ?? 'none'}, end {error[1] ?? 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
