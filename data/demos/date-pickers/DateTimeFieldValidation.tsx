import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimeField } from '@mui/x-date-pickers/DateTimeField';
import type { DateTimeValidationError } from '@mui/x-date-pickers/models';

const messages: Record<string, string> = {
  minDate: 'Sales open on 17 April',
  minTime: 'Sales open at 10:00 on 17 April',
  maxDate: 'The festival ends on 5 July',
  maxTime: 'The last show starts at 23:30 on 5 July',
  minutesStep: 'Shows start on the quarter hour',
  invalidDate: 'This date does not exist',
};

export default function DateTimeFieldValidation() {
  const [error, setError] = React.useState<DateTimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimeField
        label="Show starts"
        defaultValue={dayjs('2026-07-05T23:50')}
        format="DD/MM/YYYY HH:mm"
        minDateTime={dayjs('2026-04-17T10:00')}
        maxDateTime={dayjs('2026-07-05T23:30')}
        minutesStep={15}
        onError={setError}
        helperText={error ? (messages[error] ?? error) : 'DD/MM/YYYY HH:mm, on the quarter hour'}
        sx={{ minWidth: 280 }}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
