import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const today = dayjs('2026-04-17');
const isSunday = (date: Dayjs) => date.day() === 0;
const messages: Record<string, string> = {
  disablePast: 'The parcel cannot be sent in the past',
  minDate: 'The parcel cannot be sent in the past',
  maxDate: 'Book at most 30 days ahead',
  shouldDisableDate: 'No collection on Sundays',
  invalidDate: 'This date does not exist',
};

export default function DateFieldValidation() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateField
        label="Collection day"
        defaultValue={dayjs('2026-04-19')}
        format="DD/MM/YYYY"
        minDate={today}
        maxDate={today.add(30, 'day')}
        shouldDisableDate={isSunday}
        onError={setError}
        helperText={error ? (messages[error] ?? error) : 'Monday to Saturday, within 30 days'}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
