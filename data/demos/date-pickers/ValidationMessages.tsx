import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { isOfficeHoliday, isWeekend, referenceDay } from './data/calendar';

const lastBookable = referenceDay.add(60, 'day');

// preview-start
const messages: Record<NonNullable<DateValidationError>, string> = {
  minDate: `Bookings start on ${referenceDay.format('D MMMM')}.`,
  maxDate: `Bookings open 60 days ahead, until ${lastBookable.format('D MMMM')}.`,
  shouldDisableDate: 'The office is closed that day.',
  invalidDate: 'This date does not exist.',
  disablePast: 'That day is in the past.',
  disableFuture: 'That day is in the future.',
  shouldDisableMonth: 'That month is not available.',
  shouldDisableYear: 'That year is not available.',
};
// preview-end

export default function ValidationMessages() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2026-05-01'));
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label="Meeting room booking"
        value={value}
        onChange={setValue}
        minDate={referenceDay}
        maxDate={lastBookable}
        shouldDisableDate={(date) => isWeekend(date) || isOfficeHoliday(date)}
        onError={setError}
        slotProps={{ textField: { helperText: error ? messages[error] : 'Weekdays only.' } }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Error code: {error ?? 'null'}
      </Typography>
    </LocalizationProvider>
  );
}
