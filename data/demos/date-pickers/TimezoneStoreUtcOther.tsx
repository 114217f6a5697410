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

// The venue's zone, whatever the zone of the reader's device.
const venueZone = 'Pacific/Auckland';

export default function TimezoneStoreUtcOther() {
  const [stored, setStored] = React.useState('2026-04-17T22:00:00.000Z');

  // Parsed once per change, so the picker receives the same object between renders.
  const value = React.useMemo(() => dayjs.utc(stored), [stored]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      {/* preview-start */}
      <DateTimePicker
        label="Concert (Auckland time)"
        value={value}
        onChange={(value) => value?.isValid() && setStored(value.toISOString())}
        timezone={venueZone}
        ampm={false}
      />
      {/* preview-end */}
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        Sent to the API: {stored}. In your zone that is{' '}
        {dayjs.utc(stored).tz(dayjs.tz.guess()).format('ddd D MMM HH:mm')}.
      </Typography>
    </LocalizationProvider>
  );
}
