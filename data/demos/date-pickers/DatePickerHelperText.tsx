import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const messages: Partial<Record<NonNullable<DateValidationError>, string>> = {
  minDate: 'Reservations start on 17/04/2026',
  maxDate: 'Reservations close on 31/12/2026',
  invalidDate: 'This date does not exist',
};

export default function DatePickerHelperText() {
  const [error, setError] = React.useState<DateValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DatePicker
        label="Check-in"
        format="DD/MM/YYYY"
        defaultValue={dayjs('2026-05-02')}
        minDate={dayjs('2026-04-17')}
        maxDate={dayjs('2026-12-31')}
        onError={setError}
        slotProps={{
          textField: { helperText: error ? (messages[error] ?? 'Invalid date') : 'DD/MM/YYYY' },
        }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
