import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import type { DateValidationError, TimeValidationError } from '@mui/x-date-pickers/models';

export default function ValidationDisableFuture() {
  const [dateError, setDateError] = React.useState<DateValidationError>(null);
  const [timeError, setTimeError] = React.useState<TimeValidationError>(null);
  // Today's date, one day later: the receipt cannot be dated in the future.
  const [tomorrow] = React.useState<Dayjs>(() => dayjs().add(1, 'day').startOf('day'));

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DatePicker label="Receipt date" defaultValue={tomorrow} disableFuture onError={setDateError} />
        <TimePicker label="Incident reported at" disableFuture onError={setTimeError} ampm={false} />
        {/* preview-end */}
      </Box>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Errors: receipt {dateError ?? 'none'}, incident {timeError ?? 'none'}
      </Typography>
    </LocalizationProvider>
  );
}
