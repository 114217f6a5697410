import * as React from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

dayjs.extend(utc);
dayjs.extend(timezone);

// The value as your code sees it: its local time and its offset from UTC.
const describe = (value: Dayjs | null) =>
  value?.isValid() ? value.format('YYYY-MM-DD HH:mm Z') : String(value);

export default function TimezoneFromValue() {
  // preview-start
  // Three values, three zones: no timezone prop, each picker shows its value in the value's own zone.
  const [departure, setDeparture] = React.useState<Dayjs | null>(dayjs.utc('2026-04-17T08:00'));
  const [arrival, setArrival] = React.useState<Dayjs | null>(dayjs.tz('2026-04-18T07:30', 'Asia/Tokyo'));
  const [pickUp, setPickUp] = React.useState<Dayjs | null>(
    dayjs.tz('2026-04-18T09:00', 'Asia/Tokyo').local(),
  );
  // preview-end

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {/* preview-start */}
        <DateTimePicker label="Departure (UTC)" value={departure} onChange={setDeparture} ampm={false} />
        <DateTimePicker label="Arrival (Tokyo)" value={arrival} onChange={setArrival} ampm={false} />
        <DateTimePicker label="Pick-up (your zone)" value={pickUp} onChange={setPickUp} ampm={false} />
        {/* preview-end */}
      </Box>
      <Typography component="pre" variant="body2" sx={{ mt: 1.5, mb: 0, fontFamily: 'monospace' }}>
        {`departure ${describe(departure)}\narrival   ${describe(arrival)}\npickUp    ${describe(pickUp)}`}
      </Typography>
    </LocalizationProvider>
  );
}
