import * as React from 'react';
import dayjs from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimeField } from '@mui/x-date-pickers/TimeField';
import type { TimeValidationError } from '@mui/x-date-pickers/models';

const day = dayjs('2026-04-17');
const messages: Record<string, string> = {
  minTime: 'Deliveries start at 08:00',
  maxTime: 'Last delivery slot at 20:00',
  minutesStep: 'Slots start every 10 minutes',
  invalidDate: 'Not a time',
};

export default function TimeFieldValidation() {
  const [error, setError] = React.useState<TimeValidationError>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <TimeField
        label="Delivery slot"
        defaultValue={day.hour(7).minute(45)}
        format="HH:mm"
        minTime={day.hour(8)}
        maxTime={day.hour(20)}
        minutesStep={10}
        onError={setError}
        helperText={error ? (messages[error] ?? error) : 'Between 08:00 and 20:00'}
      />
      {/* preview-end */}
    </LocalizationProvider>
  );
}
