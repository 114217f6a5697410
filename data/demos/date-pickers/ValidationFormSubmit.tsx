import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { DateValidationError } from '@mui/x-date-pickers/models';

const firstDay = dayjs('2026-05-01');

export default function ValidationFormSubmit() {
  const [start, setStart] = React.useState<Dayjs | null>(dayjs('2026-04-28'));
  // preview-start
  // The error of the current value, kept beside it in the form state.
  // onError also runs on mount when the initial value is already invalid.
  const [startError, setStartError] = React.useState<DateValidationError>(null);
  const [result, setResult] = React.useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (start === null) {
      setResult('Choose a start date.');
    } else if (startError !== null) {
      setResult(`Not sent: the start date has the error "${startError}".`);
    } else {
      setResult(`Sent: the contract starts on ${start.format('YYYY-MM-DD')}.`);
    }
  };
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker
          label="Contract start (from 1 May)"
          value={start}
          minDate={firstDay}
          onChange={(value) => {
            setStart(value);
            setResult(null);
          }}
          onError={setStartError}
        />
        {/* preview-end */}
        <Button type="submit" variant="contained">
          Send
        </Button>
      </Box>
      <Alert severity={result?.startsWith('Sent') ? 'success' : 'info'} sx={{ mt: 2 }}>
        {result ?? 'Press Send, then fix the date and send again.'}
      </Alert>
    </LocalizationProvider>
  );
}
