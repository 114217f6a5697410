import * as React from 'react';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

export default function TimezoneStoreUtcSystem() {
  // What the API returns: an ISO string in UTC.
  const [stored, setStored] = React.useState('2026-04-17T16:45:00.000Z');

  // Parsed once per change, so the picker receives the same object between renders.
  const value = React.useMemo(() => dayjs.utc(stored), [stored]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimePicker
        label="Meeting (your time)"
        value={value}
        onChange={(value) => value?.isValid() && setStored(value.toISOString())}
        timezone="system"
        ampm={false}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Your zone: {dayjs.tz.guess()}. Sent to the API: {stored}
      </Typography>
    </LocalizationProvider>
  );
}
